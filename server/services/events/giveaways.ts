/**
 * Giveaways (src/domain/giveaways.ts), the player's side: entering (one free entry, if the rules allow), extra
 * entries for points (charged once per key `giveaway-extra:{user}:{idempotencyKey}`, capped per player), and the
 * views the list and result pages show. Entering and buying first take the giveaway's row with a guarded no-op
 * update (open: not drawn, not ended), so on PostgreSQL an entry commits before the draw reads the entrants or not
 * at all; creation and the draw live in giveaway-draw.ts.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import type { Transaction } from 'kysely';
import type { Database, GiveawaysTable } from '../../db/schema';
import type { Db } from '../../db/database';
import { conflict, forbidden, notFound } from '../../errors';
import {
  entryRefusal,
  GIVEAWAY_MAX_ENTRIES,
  giveawayStatus,
  WAGER_LOOKBACK_MS,
} from '../../../src/domain/giveaways';
import { giveawayRanges } from '../../../src/domain/fairness-games';
import type {
  Giveaway,
  GiveawayDraw,
  GiveawayEligibility,
  GiveawayExtraRequest,
  GiveawayKind,
} from '../../../src/protocol/contests';
import { itemView, withItem } from '../catalog/catalog';
import { houseAccount, transfer, userAccount, type Q } from '../ledger/ledger';
import { eventPlayer, PLAYER_COLUMNS } from './players';

/** The house account extra entries are paid to. */
export const GIVEAWAY_HOUSE = houseAccount('events', 'point');

/** Cents the player wagered in the 7 days before `now` (the `wagers` log). */
export async function wagered7d(q: Q, userId: string, now: number): Promise<number> {
  const r = await q
    .selectFrom('wagers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s'))
    .where('user_id', '=', userId)
    .where('created_at', '>', now - WAGER_LOOKBACK_MS)
    .where('created_at', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(r.s);
}

async function eligibilityOf(
  q: Q,
  g: GiveawaysTable,
  userId: string,
  now: number,
): Promise<GiveawayEligibility> {
  const u = await q.selectFrom('users').select('level').where('id', '=', userId).executeTakeFirstOrThrow();
  const level = Number(u.level);
  const w = await wagered7d(q, userId, now);
  const rules = { minLevel: Number(g.min_level), minWager7d: Number(g.min_wager_7d) };
  return { level, wagered7d: w, eligible: entryRefusal(rules, level, w) === null };
}

/** The entrants in entry order (entered_at, then user id) with their weights (1 + extra entries). */
export async function entrantsOf(q: Q, giveawayId: string) {
  const rows = await q
    .selectFrom('giveaway_entries')
    .innerJoin('users', 'users.id', 'giveaway_entries.user_id')
    .select(['giveaway_entries.user_id', 'giveaway_entries.extra', ...PLAYER_COLUMNS])
    .where('giveaway_entries.giveaway_id', '=', giveawayId)
    .orderBy('giveaway_entries.entered_at')
    .orderBy('giveaway_entries.user_id')
    .execute();
  return rows.map((r) => ({ id: r.user_id, weight: 1 + Number(r.extra), row: r }));
}

/** Players entered and entries in all. */
export async function countsOf(q: Q, giveawayId: string): Promise<{ entrants: number; entries: number }> {
  const r = await q
    .selectFrom('giveaway_entries')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('extra'), eb.lit(0)).as('x'),
    ])
    .where('giveaway_id', '=', giveawayId)
    .executeTakeFirstOrThrow();
  return { entrants: Number(r.n), entries: Number(r.n) + Number(r.x) };
}

/** A giveaway's prizes in draw order: the catalog item, its draw `k` and the price it was announced at. */
export function prizeRows(q: Q, giveawayId: string) {
  return withItem(q.selectFrom('giveaway_prizes'), 'giveaway_prizes.item_id')
    .select(['giveaway_prizes.k', 'giveaway_prizes.price as prize_price'])
    .where('giveaway_prizes.giveaway_id', '=', giveawayId)
    .orderBy('giveaway_prizes.k')
    .execute();
}

/** A giveaway as the list shows it; `userId` adds whether (and how often) the player entered and their eligibility. */
export async function giveawayView(
  q: Q,
  g: GiveawaysTable,
  userId: string | null,
  now: number,
): Promise<Giveaway> {
  const items = await prizeRows(q, g.id);
  const prizes = items.map((i) => ({ k: Number(i.k), item: itemView(i, Number(i.prize_price)) }));
  const winners = await q
    .selectFrom('giveaway_winners')
    .innerJoin('users', 'users.id', 'giveaway_winners.user_id')
    .select([
      'giveaway_winners.k',
      'giveaway_winners.roll',
      'giveaway_winners.range_min',
      'giveaway_winners.range_max',
      'giveaway_winners.user_id',
      ...PLAYER_COLUMNS,
    ])
    .where('giveaway_winners.giveaway_id', '=', g.id)
    .orderBy('giveaway_winners.k')
    .execute();
  const mine = userId
    ? await q
        .selectFrom('giveaway_entries')
        .select('extra')
        .where('giveaway_id', '=', g.id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  return {
    id: g.id,
    kind: g.kind as GiveawayKind,
    startsAt: Number(g.starts_at),
    endsAt: Number(g.ends_at),
    status: giveawayStatus(Number(g.ends_at), g.drawn_at === null ? null : Number(g.drawn_at), now),
    prizes,
    beacon: { chain: g.beacon_chain, round: Number(g.beacon_round) },
    serverSeedHash: g.server_seed_hash,
    rules: {
      minLevel: Number(g.min_level),
      minWager7d: Number(g.min_wager_7d),
      extraEntryPrice: Number(g.extra_entry_price),
      maxExtraEntries: Number(g.max_extra_entries),
    },
    ...(await countsOf(q, g.id)),
    entered: mine !== undefined,
    myEntries: mine ? 1 + Number(mine.extra) : 0,
    eligibility: userId ? await eligibilityOf(q, g, userId, now) : null,
    winners: winners.map((w) => ({
      k: Number(w.k),
      roll: Number(w.roll),
      rangeMin: Number(w.range_min),
      rangeMax: Number(w.range_max),
      player: eventPlayer(w),
      item: prizes.find((p) => p.k === Number(w.k))!.item,
    })),
  };
}

/** The draw of a drawn giveaway for verification (null before): seeds, the beacon round, entrants with draw-1 ranges. */
export async function drawView(q: Q, g: GiveawaysTable): Promise<GiveawayDraw | null> {
  if (g.drawn_at === null || g.client_seed === null) return null;
  const entrants = giveawayRanges(await entrantsOf(q, g.id));
  return {
    serverSeed: g.server_seed,
    clientSeed: g.client_seed,
    nonce: 1,
    beacon: {
      chain: g.beacon_chain,
      round: Number(g.beacon_round),
      randomness: g.beacon_randomness ?? '',
      signature: g.beacon_signature ?? '',
    },
    entrants: entrants.map((e) => ({
      player: eventPlayer(e.row),
      entries: e.weight,
      rangeMin: e.rangeMin,
      rangeMax: e.rangeMax,
    })),
    drawnAt: Number(g.drawn_at),
  };
}

/** Reads a giveaway or answers 404. */
export async function giveawayOr404(q: Q, id: string): Promise<GiveawaysTable> {
  const g = await q.selectFrom('giveaways').selectAll().where('id', '=', id).executeTakeFirst();
  if (!g) throw notFound('giveaway_not_found', 'No such giveaway');
  return g;
}

/** Takes the giveaway's row while it is open (a guarded no-op update), or answers 404 / 409 giveaway_closed. */
async function lockOpen(trx: Transaction<Database>, id: string, now: number): Promise<GiveawaysTable> {
  const g = await trx
    .updateTable('giveaways')
    .set((eb) => ({ kind: eb.ref('kind') }))
    .where('id', '=', id)
    .where('drawn_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (g) return g;
  await giveawayOr404(trx, id);
  throw conflict('giveaway_closed', 'This giveaway is closed');
}

/**
 * 409 giveaway_full when the giveaway holds more than GIVEAWAY_MAX_ENTRIES entries in all (checked once the new
 * ones are written, in their transaction): past it the draw's ranges cannot be built and the giveaway could never
 * be drawn. Called with the giveaway's row taken (lockOpen), so entries of one giveaway are counted one at a time.
 */
async function ensureRoom(trx: Transaction<Database>, giveawayId: string): Promise<void> {
  const row = await trx
    .selectFrom('giveaway_entries')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('extra').as('extra')])
    .where('giveaway_id', '=', giveawayId)
    .executeTakeFirst();
  const entries = Number(row?.n ?? 0) + Number(row?.extra ?? 0);
  if (entries > GIVEAWAY_MAX_ENTRIES)
    throw conflict('giveaway_full', `This giveaway has reached its ${GIVEAWAY_MAX_ENTRIES} entries`);
}

/** One free entry: 403 level_too_low / wager_too_low, 409 already_entered / giveaway_full / giveaway_closed, 404. */
export async function joinGiveaway(
  db: Db,
  userId: string,
  giveawayId: string,
  now: number,
): Promise<Giveaway> {
  await unitOfWorkOnce(db, async (trx) => {
    const g = await lockOpen(trx, giveawayId, now);
    const el = await eligibilityOf(trx, g, userId, now);
    const refusal = entryRefusal(
      { minLevel: Number(g.min_level), minWager7d: Number(g.min_wager_7d) },
      el.level,
      el.wagered7d,
    );
    if (refusal === 'level_too_low')
      throw forbidden(refusal, `Level ${Number(g.min_level)} is needed to enter`);
    if (refusal === 'wager_too_low') throw forbidden(refusal, 'Wager more in the last 7 days to enter');
    const res = await trx
      .insertInto('giveaway_entries')
      .values({ giveaway_id: giveawayId, user_id: userId, extra: 0, entered_at: now })
      .onConflict((oc) => oc.columns(['giveaway_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0)
      throw conflict('already_entered', 'You are entered already');
    // Counted with the new entry in: past the cap, the transaction rolls the entry back.
    await ensureRoom(trx, g.id);
  });
  return giveawayView(db.kysely, await giveawayOr404(db.kysely, giveawayId), userId, now);
}

/**
 * Buys extra entries with points: 409 not_entered, extra_limit, giveaway_full, insufficient_balance, giveaway_closed. A retried
 * key changes nothing and answers the giveaway again; a key used for another giveaway is 409 idempotency_key_used.
 */
export async function buyExtraEntries(
  db: Db,
  userId: string,
  req: GiveawayExtraRequest,
  now: number,
): Promise<Giveaway> {
  const key = `giveaway-extra:${userId}:${req.idempotencyKey}`;
  await unitOfWorkOnce(db, async (trx) => {
    const g = await lockOpen(trx, req.giveawayID, now);
    const entered = await trx
      .selectFrom('giveaway_entries')
      .select('extra')
      .where('giveaway_id', '=', g.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!entered) throw conflict('not_entered', 'Enter the giveaway first');
    const paid = await transfer(trx, {
      key,
      kind: 'giveaway_extra',
      currency: 'point',
      userId,
      ref: g.id,
      postings: [
        { account: userAccount(userId, 'point'), amount: -Number(g.extra_entry_price) * req.quantity },
        { account: GIVEAWAY_HOUSE, amount: Number(g.extra_entry_price) * req.quantity },
      ],
      now,
    });
    if (!paid.applied) {
      const prior = await trx
        .selectFrom('giveaway_extra_buys')
        .select('giveaway_id')
        .where('idem_key', '=', key)
        .executeTakeFirst();
      if (prior?.giveaway_id !== g.id)
        throw conflict('idempotency_key_used', 'This key was used for another purchase');
      return;
    }
    const entry = await trx
      .updateTable('giveaway_entries')
      .set((eb) => ({ extra: eb('extra', '+', req.quantity) }))
      .where('giveaway_id', '=', g.id)
      .where('user_id', '=', userId)
      .where((eb) => eb(eb('extra', '+', req.quantity), '<=', Number(g.max_extra_entries)))
      .executeTakeFirst();
    if (Number(entry.numUpdatedRows) !== 1)
      throw conflict('extra_limit', `At most ${Number(g.max_extra_entries)} extra entries`);
    // After a retried key has answered (above): past the cap, the points and the entries roll back.
    await ensureRoom(trx, g.id);
    await trx
      .insertInto('giveaway_extra_buys')
      .values({
        idem_key: key,
        giveaway_id: g.id,
        user_id: userId,
        quantity: req.quantity,
        tx_id: paid.txId,
        created_at: now,
      })
      .execute();
  });
  return giveawayView(db.kysely, await giveawayOr404(db.kysely, req.giveawayID), userId, now);
}
