/** GET /v1/hunt/list: the running skin hunt and the last ones, with their targets and who found them. */
import { Type, type Static } from 'typebox';
import { CatalogItem } from './catalog';
import { Nullable } from './typebox';
import { PlayerFace } from './types';

/** One target skin of a hunt: its bounty in point units (1000 = 1 point) and its finder, if any. */
export const HuntTarget = Type.Object({
  item: CatalogItem,
  bounty: Type.Number(),
  /** Who found it first. */
  winner: Nullable(PlayerFace),
  wonAt: Nullable(Type.Number({ description: 'When it was found (ms), null while nobody has.' })),
});
/** One target skin of a hunt. */
export type HuntTarget = Static<typeof HuntTarget>;

/** A hunt: open from startsAt to endsAt (ms, server clock). */
export const Hunt = Type.Object({
  id: Type.String(),
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  targets: Type.Array(HuntTarget),
});
/** A hunt: open from startsAt to endsAt (ms, server clock). */
export type Hunt = Static<typeof Hunt>;

/** The answer: the running hunt (null if the catalog has no candidates), the last ended ones and the server clock. */
export const HuntListAnswer = Type.Object({
  current: Nullable(Hunt),
  recent: Type.Array(Hunt),
  now: Type.Number(),
});
/** GET /hunt/list. */
export type HuntListAnswer = Static<typeof HuntListAnswer>;

/** The live event on channel `hunt` when a target is found (after the opening commits). */
export const HuntFoundEvent = Type.Object({
  huntID: Type.String(),
  itemID: Type.String(),
  winner: PlayerFace,
  bounty: Type.Number(),
  wonAt: Type.Number(),
});
/** The live event on channel `hunt` when a target is found. */
export type HuntFoundEvent = Static<typeof HuntFoundEvent>;
