/** Applies the live event messages (90040 race boards, 90041 giveaway changes) to the answers the client keeps. */
import type {
  GiveawayChangedEvent,
  GiveawayListAnswer,
  RaceBoardEvent,
  RaceCurrentAnswer,
} from '../protocol/contests';

/**
 * Puts a moved race board in place (mutating the draft, as updateCachedData allows): the race with the same id, or
 * the running race of the same kind when a new one has started. The signed-in player's standing follows the board
 * when the player is on it. Returns false when the race belongs to no kind shown (nothing changed).
 */
export function applyRaceBoard(d: RaceCurrentAnswer, e: RaceBoardEvent, userID: string | null): boolean {
  const i = d.races.findIndex((r) => r.id === e.race.id);
  const at = i >= 0 ? i : d.races.findIndex((r) => r.kind === e.race.kind && r.startsAt < e.race.startsAt);
  if (at < 0) return false;
  d.races[at] = e.race;
  d.now = e.now;
  const mine = userID ? e.race.standings.find((s) => s.player.userID === userID) : undefined;
  if (mine) d.me[e.race.id] = mine;
  else if (i < 0) d.me[e.race.id] = null;
  return true;
}

/**
 * Moves a giveaway's entrant and entry counts and its status. Returns true when the list must be fetched again: a
 * giveaway it does not know (a new one), or one just drawn (it moves to the recent list with its winners).
 */
export function applyGiveawayChanged(d: GiveawayListAnswer, e: GiveawayChangedEvent): boolean {
  const g = d.list.find((x) => x.id === e.giveawayID);
  if (!g) return !d.recent.some((x) => x.id === e.giveawayID);
  g.entrants = e.entrants;
  g.entries = e.entries;
  const drawn = e.status === 'drawn' && g.status !== 'drawn';
  g.status = e.status;
  return drawn;
}
