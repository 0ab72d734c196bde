/**
 * Staff and the contests: races (list, create one with its own window and prize table, change the prize table of one
 * not settled yet, end one early) and giveaways (list, create one with chosen prizes, end one early). Ending a race
 * early moves its end to now and settles it in the same transaction through the races' own settlement (settleRaceIn:
 * its guarded `settled_at` update makes it exactly once, whatever the scheduler of any process does meanwhile).
 * Ending a giveaway early closes its entries now and announces the first beacon round published after the new end
 * (nobody knows it yet); the scheduler draws it through the giveaways' own draw, exactly once, once that round is out.
 * Every change writes its audit entry in its own transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { recordEvent, unitOfWork } from '../../kernel/unit-of-work';
import { roundAfter, type BeaconChain } from '../../../src/domain/beacon';
import type { GiveawayKind } from '../../../src/domain/giveaways';
import type { RaceKind } from '../../../src/domain/races';
import type { Giveaway } from '../../../src/protocol/contests';
import type { StaffRace } from '../../../src/protocol/admin-liveops';
import { newGiveawayRow } from '../events/giveaway-draw';
import { giveawayView } from '../events/giveaways';
import { raceView } from '../events/race-board';
import { settleRaceIn, type RacePayout } from '../events/races';
import type { AuditHook } from './audit-hook';
import { optionalReason, requireReason } from './reason';

/** A staff-made race or giveaway lasts at most this long. */
const MAX_SPAN_MS = 31 * 86_400_000;
/** Settled races and drawn giveaways the lists show. */
const RECENT = 10;

const specialId = (prefix: string, now: number) =>
  `${prefix}-special-${now.toString(36)}-${randomBytes(4).toString('hex')}`;

/** Unsettled races (soonest end first), then the last settled ones, each with its number of entrants. */
export async function listRaces(db: Db): Promise<StaffRace[]> {
  const q = db.kysely;
  const open = await q
    .selectFrom('races')
    .selectAll()
    .where('settled_at', 'is', null)
    .orderBy('ends_at')
    .execute();
  const settled = await q
    .selectFrom('races')
    .selectAll()
    .where('settled_at', 'is not', null)
    .orderBy('settled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  const out: StaffRace[] = [];
  for (const r of [...open, ...settled]) {
    const n = await q
      .selectFrom('race_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('race_id', '=', r.id)
      .executeTakeFirst();
    out.push({ ...(await raceView(q, r)), entrants: Number(n?.n ?? 0) });
  }
  return out;
}

/** Creates a race of its own window and prize table (wagers in its window count for it, as for every race). */
export async function createRace(
  db: Db,
  spec: {
    kind: RaceKind;
    startsAt: number;
    endsAt: number;
    minWager: number;
    prizes: number[];
    reason?: string;
  },
  now: number,
  audit: AuditHook,
): Promise<string> {
  if (spec.endsAt <= spec.startsAt) throw badRequest('bad_window', 'A race must end after it starts');
  if (spec.endsAt <= now) throw badRequest('bad_window', 'A race must end in the future');
  if (spec.endsAt - spec.startsAt > MAX_SPAN_MS)
    throw badRequest('bad_window', 'A race lasts at most 31 days');
  const id = specialId('race', now);
  const row = {
    id,
    kind: spec.kind,
    starts_at: spec.startsAt,
    ends_at: spec.endsAt,
    min_wager: spec.minWager,
    prizes_json: JSON.stringify(spec.prizes),
    created_at: now,
    settled_at: null,
  };
  await unitOfWork(db, async (trx) => {
    await trx.insertInto('races').values(row).execute();
    await audit(trx, {
      action: 'liveops.race.create',
      targetType: 'race',
      targetId: id,
      reason: optionalReason(spec.reason),
      after: {
        kind: spec.kind,
        startsAt: spec.startsAt,
        endsAt: spec.endsAt,
        minWager: spec.minWager,
        prizes: spec.prizes,
      },
    });
  });
  return id;
}

/** 404 race_not_found or 409 race_settled for a race a change cannot touch. */
async function raceRefusal(db: Db, raceId: string): Promise<never> {
  const r = await db.kysely
    .selectFrom('races')
    .select('settled_at')
    .where('id', '=', raceId)
    .executeTakeFirst();
  if (!r) throw notFound('race_not_found', 'No such race');
  throw conflict('race_settled', 'This race has already been settled');
}

/** Replaces the prize table of a race that is not settled yet (audited with the table before and after). */
export async function setRacePrizes(
  db: Db,
  raceId: string,
  prizes: number[],
  reason: string | undefined,
  now: number,
  audit: AuditHook,
): Promise<void> {
  const why = requireReason(reason);
  const changed = await unitOfWork(db, async (trx) => {
    const before = await trx
      .selectFrom('races')
      .select('prizes_json')
      .where('id', '=', raceId)
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    if (!before) return false;
    const res = await trx
      .updateTable('races')
      .set({ prizes_json: JSON.stringify(prizes) })
      .where('id', '=', raceId)
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await audit(trx, {
      action: 'liveops.race.prizes',
      targetType: 'race',
      targetId: raceId,
      reason: why,
      before: { prizes: JSON.parse(before.prizes_json) as unknown },
      after: { prizes, at: now },
    });
    return true;
  });
  if (!changed) await raceRefusal(db, raceId);
}

/**
 * Ends a running race now and settles it in the same transaction, through the races' settlement: exactly once (a
 * settlement that got there first, here or in any process's scheduler, makes this a 409 race_settled). 409
 * race_not_started for a race whose window has not begun. Returns the places paid.
 */
export async function endRaceEarly(
  db: Db,
  raceId: string,
  reason: string | undefined,
  now: number,
  audit: AuditHook,
): Promise<RacePayout[]> {
  const why = requireReason(reason);
  const paid = await unitOfWork(db, async (trx) => {
    const race = await trx
      .selectFrom('races')
      .select(['starts_at', 'ends_at', 'settled_at'])
      .where('id', '=', raceId)
      .executeTakeFirst();
    if (!race) throw notFound('race_not_found', 'No such race');
    if (race.settled_at !== null) return null;
    if (Number(race.starts_at) > now) throw conflict('race_not_started', 'This race has not started yet');
    // Only moves an end still ahead; a race already past its end is simply settled now.
    await trx
      .updateTable('races')
      .set({ ends_at: now })
      .where('id', '=', raceId)
      .where('settled_at', 'is', null)
      .where('ends_at', '>', now)
      .execute();
    const out = await settleRaceIn(trx, raceId, now);
    if (out === null) return null;
    await audit(trx, {
      action: 'liveops.race.end',
      targetType: 'race',
      targetId: raceId,
      reason: why,
      before: { endsAt: Number(race.ends_at) },
      after: { endsAt: Math.min(now, Number(race.ends_at)), settledAt: now, places: out },
    });
    for (const p of out)
      recordEvent(trx, {
        type: 'RacePrizePaid',
        userId: p.userId,
        prize: { raceID: p.raceId, kind: p.kind, place: p.place, coins: p.coins },
      });
    return out;
  });
  if (paid === null) throw conflict('race_settled', 'This race has already been settled');
  return paid;
}

/** Open and drawing giveaways (soonest end first), then the last drawn ones, as players see them. */
export async function listGiveaways(db: Db, now: number): Promise<Giveaway[]> {
  const q = db.kysely;
  const open = await q
    .selectFrom('giveaways')
    .selectAll()
    .where('drawn_at', 'is', null)
    .orderBy('ends_at')
    .execute();
  const drawn = await q
    .selectFrom('giveaways')
    .selectAll()
    .where('drawn_at', 'is not', null)
    .orderBy('drawn_at', 'desc')
    .limit(RECENT)
    .execute();
  return Promise.all([...open, ...drawn].map((g) => giveawayView(q, g, null, now)));
}

/**
 * Creates a giveaway running from now to `endsAt` with the kind's entry rules and the prizes staff picked (catalog
 * items, prize k = the k-th, at today's price), its own server seed (hash published) and the first beacon round after
 * its end, as the scheduled ones. The scheduler draws it like any other.
 */
export async function createGiveaway(
  db: Db,
  chain: Pick<BeaconChain, 'chain' | 'genesis' | 'period'>,
  spec: { kind: GiveawayKind; endsAt: number; itemIDs: string[]; reason?: string },
  now: number,
  audit: AuditHook,
): Promise<string> {
  if (spec.endsAt <= now) throw badRequest('bad_window', 'A giveaway must end in the future');
  if (spec.endsAt - now > MAX_SPAN_MS) throw badRequest('bad_window', 'A giveaway lasts at most 31 days');
  if (new Set(spec.itemIDs).size !== spec.itemIDs.length)
    throw badRequest('duplicate_prize', 'Each prize must be a different item');
  const items = await db.kysely
    .selectFrom('items')
    .select(['id', 'price'])
    .where('id', 'in', spec.itemIDs)
    .execute();
  if (items.length !== spec.itemIDs.length)
    throw badRequest('item_not_found', 'A prize is not a catalog item');
  const id = specialId('giveaway', now);
  await unitOfWork(db, async (trx) => {
    await trx
      .insertInto('giveaways')
      .values(newGiveawayRow({ id, kind: spec.kind, startsAt: now, endsAt: spec.endsAt }, chain, now))
      .execute();
    const prizes = spec.itemIDs.map((itemId, i) => ({
      giveaway_id: id,
      k: i + 1,
      item_id: itemId,
      price: Number(items.find((x) => x.id === itemId)!.price),
    }));
    await trx.insertInto('giveaway_prizes').values(prizes).execute();
    await audit(trx, {
      action: 'liveops.giveaway.create',
      targetType: 'giveaway',
      targetId: id,
      reason: optionalReason(spec.reason),
      after: {
        kind: spec.kind,
        endsAt: spec.endsAt,
        prizes: prizes.map((p) => ({ k: p.k, item: p.item_id, price: p.price })),
      },
    });
  });
  return id;
}

/**
 * Closes an open giveaway's entries now: its end becomes now and its announced round the first one published after
 * that (still unknown to everyone), in one guarded update (not drawn, end still ahead). 404 giveaway_not_found; 409
 * giveaway_closed when it is drawn or its entries already closed. The scheduler then draws it once.
 */
export async function endGiveawayEarly(
  db: Db,
  chain: Pick<BeaconChain, 'chain' | 'genesis' | 'period'>,
  giveawayId: string,
  reason: string | undefined,
  now: number,
  audit: AuditHook,
): Promise<{ endsAt: number; round: number }> {
  const why = requireReason(reason);
  const round = roundAfter(chain, now);
  const ended = await unitOfWork(db, async (trx) => {
    const before = await trx
      .selectFrom('giveaways')
      .select(['ends_at', 'beacon_round', 'beacon_chain'])
      .where('id', '=', giveawayId)
      .executeTakeFirst();
    if (!before) throw notFound('giveaway_not_found', 'No such giveaway');
    if (before.beacon_chain !== chain.chain)
      throw conflict('giveaway_other_chain', 'This giveaway waits for a beacon this site no longer reads');
    const res = await trx
      .updateTable('giveaways')
      .set({ ends_at: now, beacon_round: round })
      .where('id', '=', giveawayId)
      .where('drawn_at', 'is', null)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await audit(trx, {
      action: 'liveops.giveaway.end',
      targetType: 'giveaway',
      targetId: giveawayId,
      reason: why,
      before: { endsAt: Number(before.ends_at), round: Number(before.beacon_round) },
      after: { endsAt: now, round },
    });
    return true;
  });
  if (!ended) throw conflict('giveaway_closed', 'This giveaway is already closed or drawn');
  return { endsAt: now, round };
}
