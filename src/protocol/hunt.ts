/** GET /v1/hunt/list: the running skin hunt and the last ones, with their targets and who found them. */
import type { CatalogItem } from './catalog';

/** Who found a target first. */
export interface HuntWinner {
  userID: string;
  nickname: string;
  avatar: string;
}

/** One target skin of a hunt: its bounty in point units (1000 = 1 point) and its finder, if any. */
export interface HuntTarget {
  item: CatalogItem;
  bounty: number;
  winner: HuntWinner | null;
  /** When it was found (ms), null while nobody has. */
  wonAt: number | null;
}

/** A hunt: open from startsAt to endsAt (ms, server clock). */
export interface Hunt {
  id: string;
  startsAt: number;
  endsAt: number;
  targets: HuntTarget[];
}

/** The answer: the running hunt (null if the catalog has no candidates), the last ended ones and the server clock. */
export interface HuntListAnswer {
  current: Hunt | null;
  recent: Hunt[];
  now: number;
}

/** The live event on channel `hunt` when a target is found (after the opening commits). */
export interface HuntFoundEvent {
  huntID: string;
  itemID: string;
  winner: HuntWinner;
  bounty: number;
  wonAt: number;
}
