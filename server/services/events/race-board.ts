/**
 * Reading race boards: the top of a board, one player's standing anywhere on it, and the history of settled races.
 * Board order and places come from src/domain/races.ts; a settled race shows the places and prizes it paid.
 */
import type { RacesTable } from '../../db/schema';
import { RACE_BOARD_SIZE, rankEntries, type RaceKind } from '../../../src/domain/races';
import type { Race, RaceStanding } from '../../../src/protocol/contests';
import type { Q } from '../ledger/ledger';
import { eventPlayer, PLAYER_COLUMNS } from './players';

/** Settled races per history page. */
const HISTORY_PAGE = 10;

const prizesOf = (race: RacesTable) => JSON.parse(race.prizes_json) as number[];

/** Standings with the prize a settled race paid (its results), or the prize at the current standing. */
async function withResults(q: Q, race: RacesTable, standings: RaceStanding[]): Promise<RaceStanding[]> {
  if (race.settled_at === null) return standings;
  const paid = await q
    .selectFrom('race_results')
    .select(['user_id', 'place', 'coins'])
    .where('race_id', '=', race.id)
    .execute();
  const byUser = new Map(paid.map((p) => [p.user_id, p]));
  return standings.map((s) => {
    const p = byUser.get(s.player.userID);
    return { ...s, place: p ? Number(p.place) : s.place, prize: p ? Number(p.coins) : 0 };
  });
}

/** The top of a race's board (at most RACE_BOARD_SIZE), bots included. */
export async function raceStandings(q: Q, race: RacesTable): Promise<RaceStanding[]> {
  const rows = await q
    .selectFrom('race_entries')
    .innerJoin('users', 'users.id', 'race_entries.user_id')
    .select(['race_entries.user_id', 'race_entries.wagered', 'race_entries.reached_at', ...PLAYER_COLUMNS])
    .where('race_entries.race_id', '=', race.id)
    .orderBy('race_entries.wagered', 'desc')
    .orderBy('race_entries.reached_at')
    .orderBy('race_entries.user_id')
    .limit(RACE_BOARD_SIZE)
    .execute();
  const ranked = rankEntries(
    rows.map((r) => ({
      row: r,
      userId: r.user_id,
      isBot: Number(r.is_bot) === 1,
      wagered: Number(r.wagered),
      reachedAt: Number(r.reached_at),
    })),
    prizesOf(race),
    Number(race.min_wager),
  );
  const standings = ranked.map((e) => ({
    rank: e.rank,
    place: e.place,
    player: eventPlayer(e.row),
    wagered: e.wagered,
    reachedAt: e.reachedAt,
    prize: e.prize,
  }));
  return withResults(q, race, standings);
}

/** A race as the API shows it, with the top of its board. */
export async function raceView(q: Q, race: RacesTable): Promise<Race> {
  return {
    id: race.id,
    kind: race.kind as RaceKind,
    startsAt: Number(race.starts_at),
    endsAt: Number(race.ends_at),
    prizes: (JSON.parse(race.prizes_json) as number[]).map((coins, i) => ({ place: i + 1, coins })),
    minWager: Number(race.min_wager),
    standings: await raceStandings(q, race),
    settled: race.settled_at !== null,
    settledAt: race.settled_at === null ? null : Number(race.settled_at),
  };
}

/** One player's standing in a race wherever they are on the board, or null when they have not wagered in it. */
export async function standingOf(q: Q, race: RacesTable, userId: string): Promise<RaceStanding | null> {
  const me = await q
    .selectFrom('race_entries')
    .innerJoin('users', 'users.id', 'race_entries.user_id')
    .select(['race_entries.user_id', 'race_entries.wagered', 'race_entries.reached_at', ...PLAYER_COLUMNS])
    .where('race_entries.race_id', '=', race.id)
    .where('race_entries.user_id', '=', userId)
    .executeTakeFirst();
  if (!me) return null;
  const wagered = Number(me.wagered);
  const reachedAt = Number(me.reached_at);
  const minWager = Number(race.min_wager);
  // Entries ahead of this one in board order (wagered desc, reached_at asc, user id asc).
  const ahead = (playersOnly: boolean) => {
    let sel = q
      .selectFrom('race_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('race_id', '=', race.id)
      .where((eb) =>
        eb.or([
          eb('wagered', '>', wagered),
          eb.and([eb('wagered', '=', wagered), eb('reached_at', '<', reachedAt)]),
          eb.and([eb('wagered', '=', wagered), eb('reached_at', '=', reachedAt), eb('user_id', '<', userId)]),
        ]),
      );
    if (playersOnly) sel = sel.where('is_bot', '=', 0).where('wagered', '>=', minWager);
    return sel.executeTakeFirstOrThrow().then((r) => Number(r.n));
  };
  const rank = (await ahead(false)) + 1;
  const placed = Number(me.is_bot) === 0 && wagered >= minWager;
  const place = placed ? (await ahead(true)) + 1 : null;
  const [standing] = await withResults(q, race, [
    {
      rank,
      place,
      player: eventPlayer(me),
      wagered,
      reachedAt,
      prize: place === null ? 0 : (prizesOf(race)[place - 1] ?? 0),
    },
  ]);
  return standing;
}

// Cursor = base64url("<ends_at>:<id>") of the last race shown; newest first.
const encodeCursor = (endsAt: number, id: string) => Buffer.from(`${endsAt}:${id}`).toString('base64url');
function decodeCursor(cursor: string): { endsAt: number; id: string } | null {
  const m = /^(\d{1,16}):(race-[a-z]+-\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? { endsAt: Number(m[1]), id: m[2] } : null;
}

/** A page of settled races, newest first, of one kind or all; an unreadable cursor starts from the top. */
export async function raceHistory(
  q: Q,
  kind: RaceKind | undefined,
  cursor: string | undefined,
): Promise<{ list: Race[]; cursor: string | null }> {
  let sel = q.selectFrom('races').selectAll().where('settled_at', 'is not', null);
  if (kind) sel = sel.where('kind', '=', kind);
  const after = cursor ? decodeCursor(cursor) : null;
  if (after)
    sel = sel.where((eb) =>
      eb.or([
        eb('ends_at', '<', after.endsAt),
        eb.and([eb('ends_at', '=', after.endsAt), eb('id', '<', after.id)]),
      ]),
    );
  const rows = await sel
    .orderBy('ends_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_PAGE + 1)
    .execute();
  const page = rows.slice(0, HISTORY_PAGE);
  const last = page[page.length - 1];
  return {
    list: await Promise.all(page.map((r) => raceView(q, r))),
    cursor: rows.length > HISTORY_PAGE && last ? encodeCursor(Number(last.ends_at), last.id) : null,
  };
}
