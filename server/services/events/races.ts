/**
 * Wager races (src/domain/races.ts): a daily and a weekly race run from the clock, their rows created on first need
 * (insert on conflict do nothing). Every wager adds to both running races inside its own transaction with one atomic
 * upsert (`wagered = wagered + amount`, `reached_at = now`), guarded so a settled race takes nothing more. A race
 * settles once, after its end and a grace: one transaction takes `settled_at` with a guarded update (null), writes
 * the result rows and pays each place from the house account under `race-prize:{raceId}:{place}`.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import {
  RACE_KINDS,
  RACE_MIN_WAGER,
  RACE_PRIZES,
  raceAt,
  rankEntries,
  type RaceKind,
} from '../../../src/domain/races';
import type { Race, RaceStanding } from '../../../src/protocol/contests';
import { houseAccount, transfer, userAccount, type Q } from '../ledger/ledger';
import { budgetOf, gameOfKey, MILLI } from '../../../src/domain/economy';
import { requireWagering } from '../economy/budget';
import { raceView, standingOf } from './race-board';

/** The house account race prizes are paid from. */
export const RACE_HOUSE = houseAccount('events', 'coin');
/** Window lengths per kind (config RACE_DAILY_MS, RACE_WEEKLY_MS). */
export type RaceLengths = Record<RaceKind, number>;

/** One wager counted by the races: a case opening's debit, or a battle stake once the battle is played. */
export interface RaceWager {
  userId: string;
  isBot: boolean;
  /** Cents, > 0. */
  amount: number;
  now: number;
}

/** Creates the race of `kind` (windows of `lengthMs`) running at `now` (once) and returns its id. */
export async function ensureRace(q: Q, kind: RaceKind, lengthMs: number, now: number): Promise<string> {
  const r = raceAt(kind, lengthMs, now);
  // Read first: the scheduler asks every tick, and the row exists on all but one of those (a write is a lock).
  const found = await q.selectFrom('races').select('id').where('id', '=', r.id).executeTakeFirst();
  if (found) return r.id;
  await q
    .insertInto('races')
    .values({
      id: r.id,
      kind,
      starts_at: r.startsAt,
      ends_at: r.endsAt,
      min_wager: RACE_MIN_WAGER[kind],
      prizes_json: JSON.stringify(RACE_PRIZES[kind]),
      created_at: now,
      settled_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return r.id;
}

/**
 * Adds a wager to every race running at its time (the daily and the weekly one), inside the wager's own transaction
 * (the caller, server/services/events/wagers.ts, has already made it exactly-once by its key). The races are rows the
 * scheduler creates a window ahead, so this needs no clock arithmetic of its own; a race already settled takes
 * nothing. One statement: a second wager adds to the first.
 */
export async function addRaceWager(trx: Transaction<Database>, w: RaceWager): Promise<void> {
  if (!Number.isSafeInteger(w.amount) || w.amount <= 0) return;
  await trx
    .insertInto('race_entries')
    .columns(['race_id', 'user_id', 'is_bot', 'wagered', 'reached_at'])
    .expression((eb) =>
      eb
        .selectFrom('races')
        .select([
          'races.id',
          sql<string>`cast(${w.userId} as text)`.as('user_id'),
          sql<number>`cast(${w.isBot ? 1 : 0} as integer)`.as('is_bot'),
          sql<number>`cast(${w.amount} as bigint)`.as('wagered'),
          sql<number>`cast(${w.now} as bigint)`.as('reached_at'),
        ])
        .where('races.starts_at', '<=', w.now)
        .where('races.ends_at', '>', w.now)
        .where('races.settled_at', 'is', null),
    )
    .onConflict((oc) =>
      oc.columns(['race_id', 'user_id']).doUpdateSet((eb) => ({
        wagered: eb('race_entries.wagered', '+', eb.ref('excluded.wagered')),
        reached_at: eb.ref('excluded.reached_at'),
      })),
    )
    .execute();
}

/** A prize place paid by a settlement (for the 90103 events sent after its commit). */
export interface RacePayout {
  raceId: string;
  kind: RaceKind;
  userId: string;
  place: number;
  coins: number;
}

/**
 * Waits inside a settlement transaction that has something to pay, before paying it (tests only: config
 * EVENT_SETTLE_PAUSE_MS, 0 in production), so a test can kill the process there.
 */
export interface SettlePause {
  ms: number;
  log(obj: object, msg: string): void;
}

/**
 * Settles a race whose window has ended: exactly once whoever calls it and however often. Returns the payouts, or
 * null when the race was settled already (or is not over).
 */
export async function settleRace(
  db: Db,
  raceId: string,
  now: number,
  pause?: SettlePause,
): Promise<RacePayout[] | null> {
  return unitOfWorkOnce(db, (trx) => settleRaceIn(trx, raceId, now, pause));
}

/**
 * The settlement inside the caller's transaction (staff ending a race early end it and settle it in one, with its
 * audit entry): the guarded `settled_at` update makes it exactly once, as settleRace.
 */
export async function settleRaceIn(
  trx: Transaction<Database>,
  raceId: string,
  now: number,
  pause?: SettlePause,
): Promise<RacePayout[] | null> {
  const race = await trx
    .updateTable('races')
    .set({ settled_at: now })
    .where('id', '=', raceId)
    .where('settled_at', 'is', null)
    .where('ends_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
  if (!race) return null;
  const prizes = JSON.parse(race.prizes_json) as number[];
  const entries = await trx
    .selectFrom('race_entries')
    .select(['user_id', 'is_bot', 'wagered', 'reached_at'])
    .where('race_id', '=', raceId)
    .where('is_bot', '=', 0)
    .where('wagered', '>=', Number(race.min_wager))
    .orderBy('wagered', 'desc')
    .orderBy('reached_at')
    .orderBy('user_id')
    .limit(prizes.length)
    .execute();
  const ranked = rankEntries(
    entries.map((e) => ({
      userId: e.user_id,
      isBot: false,
      wagered: Number(e.wagered),
      reachedAt: Number(e.reached_at),
    })),
    prizes,
    Number(race.min_wager),
  );
  if (pause && pause.ms > 0 && ranked.some((e) => e.prize > 0)) {
    pause.log({ raceId }, 'contest settlement paused (race)');
    await new Promise((r) => setTimeout(r, pause.ms));
  }
  const out: RacePayout[] = [];
  for (const r of ranked) {
    if (r.place === null || r.prize <= 0) continue;
    // ECONOMY.md rule 3: a place pays at most 40% of the edge on the player's played wagers in the window.
    const cap = await windowBudgetCents(trx, r.userId, Number(race.starts_at), Number(race.ends_at));
    const e = { ...r, place: r.place, prize: Math.min(r.prize, cap) };
    if (e.prize <= 0) continue;
    const { txId } = await transfer(trx, {
      key: `race-prize:${raceId}:${e.place}`,
      kind: 'race_prize',
      currency: 'coin',
      userId: e.userId,
      ref: raceId,
      postings: [
        { account: RACE_HOUSE, amount: -e.prize },
        { account: userAccount(e.userId, 'coin'), amount: e.prize },
      ],
      now,
    });
    await trx
      .insertInto('race_results')
      .values({
        race_id: raceId,
        place: e.place,
        user_id: e.userId,
        wagered: e.wagered,
        coins: e.prize,
        tx_id: txId,
      })
      .execute();
    // Prize coins are reward value: withdrawn as items only once wagered (rule 2).
    await requireWagering(trx, e.userId, e.prize, now);
    out.push({ raceId, kind: race.kind as RaceKind, userId: e.userId, place: e.place, coins: e.prize });
  }
  return out;
}

/** 40% of the house edge on the player's played wagers in [from, to), in whole cents. */
async function windowBudgetCents(q: Q, userId: string, from: number, to: number): Promise<number> {
  const rows = await q
    .selectFrom('wagers')
    .select(['key', 'amount'])
    .where('user_id', '=', userId)
    .where('is_bot', '=', 0)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
  return Math.floor(rows.reduce((s, r) => s + budgetOf(gameOfKey(r.key), Number(r.amount)), 0) / MILLI);
}

/** Races past their end (plus `graceMs`) and not settled yet, oldest first. */
export async function dueRaces(q: Q, now: number, graceMs: number): Promise<string[]> {
  const rows = await q
    .selectFrom('races')
    .select('id')
    .where('settled_at', 'is', null)
    .where('ends_at', '<=', now - graceMs)
    .orderBy('ends_at')
    .execute();
  return rows.map((r) => r.id);
}

/** The running daily and weekly races (created if needed), and, signed in, the player's standing in each. */
export async function currentRaces(
  db: Db,
  lengths: RaceLengths,
  userId: string | null,
  now: number,
): Promise<{ races: Race[]; me: Record<string, RaceStanding | null> }> {
  const ids = [];
  for (const kind of RACE_KINDS) ids.push(await ensureRace(db.kysely, kind, lengths[kind], now));
  const rows = await db.kysely.selectFrom('races').selectAll().where('id', 'in', ids).execute();
  rows.sort((a, b) => RACE_KINDS.indexOf(a.kind as RaceKind) - RACE_KINDS.indexOf(b.kind as RaceKind));
  const races = await Promise.all(rows.map((r) => raceView(db.kysely, r)));
  const me: Record<string, RaceStanding | null> = {};
  if (userId) for (const r of rows) me[r.id] = await standingOf(db.kysely, r, userId);
  return { races, me };
}
