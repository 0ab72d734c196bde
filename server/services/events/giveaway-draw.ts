/**
 * Giveaways, the scheduled side: creation on first need for the running window of each kind (prizes picked from the
 * catalog, a fresh server seed whose hash is published, the beacon chain and round announced), and the draw after
 * the end (FAIRNESS.md "Giveaway draws"): once the announced round is published and verified, one transaction takes
 * `drawn_at` with a guarded update (null), stores the client seed and the round, draws with drawGiveaway, stores the
 * winners with their ranges and rolls, and gives each winner the prize as pending loot. No entrants: drawn, no winner.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Insertable } from 'kysely';
import type { GiveawaysTable } from '../../db/schema-contests';
import { roundAfter, type BeaconChain } from '../../../src/domain/beacon';
import { serverSeedHash } from '../../../src/domain/fairness';
import { drawGiveaway, giveawayClientSeed } from '../../../src/domain/fairness-games';
import {
  GIVEAWAY_KINDS,
  GIVEAWAY_RULES,
  giveawayAt,
  pickPrizes,
  type GiveawayKind,
} from '../../../src/domain/giveaways';
import type { CatalogItem } from '../../../src/protocol/catalog';
import type { Beacon } from '../beacon';
import { itemView } from '../catalog/catalog';
import type { Q } from '../ledger/ledger';
import { createLoot } from '../loot/loot';
import { requireWagering } from '../economy/budget';
import type { SettlePause } from './races';
import { entrantsOf, prizeRows } from './giveaways';

/** Window lengths per kind (config GIVEAWAY_HOURLY_MS, GIVEAWAY_DAILY_MS, GIVEAWAY_WEEKLY_MS). */
export type GiveawayLengths = Record<GiveawayKind, number>;

/** Creates the giveaway of `kind` running at `now` once (processes racing create one); returns its id or null. */
export async function ensureGiveaway(
  db: Db,
  beacon: Beacon,
  kind: GiveawayKind,
  lengthMs: number,
  now: number,
): Promise<string | null> {
  const g = giveawayAt(kind, lengthMs, now);
  const exists = await db.kysely
    .selectFrom('giveaways')
    .select('id')
    .where('id', '=', g.id)
    .executeTakeFirst();
  if (exists) return g.id;
  const items = await db.kysely.selectFrom('items').select(['id', 'price']).execute();
  const prizes = pickPrizes(
    g.id,
    kind,
    items.map((i) => ({ id: i.id, price: Number(i.price) })),
  );
  if (prizes.length === 0) return null;
  await unitOfWorkOnce(db, async (trx) => {
    const res = await trx
      .insertInto('giveaways')
      .values(newGiveawayRow({ id: g.id, kind, startsAt: g.startsAt, endsAt: g.endsAt }, beacon.chain, now))
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('giveaway_prizes')
      .values(prizes.map((p, i) => ({ giveaway_id: g.id, k: i + 1, item_id: p.id, price: p.price })))
      .execute();
  });
  return g.id;
}

/**
 * A new giveaway's row: its kind's entry rules, a fresh server seed (its hash published), and the beacon round it
 * will be drawn with, the first one published strictly after the end, so nobody knows its randomness while entries
 * are open. The one home of that rule for the scheduled giveaways and the ones staff create.
 */
export function newGiveawayRow(
  g: { id: string; kind: GiveawayKind; startsAt: number; endsAt: number },
  chain: Pick<BeaconChain, 'chain' | 'genesis' | 'period'>,
  now: number,
): Insertable<GiveawaysTable> {
  const rules = GIVEAWAY_RULES[g.kind];
  const serverSeed = randomBytes(32).toString('hex');
  return {
    id: g.id,
    kind: g.kind,
    starts_at: g.startsAt,
    ends_at: g.endsAt,
    min_level: rules.minLevel,
    min_wager_7d: rules.minWager7d,
    extra_entry_price: rules.extraEntryPrice,
    max_extra_entries: rules.maxExtraEntries,
    beacon_chain: chain.chain,
    beacon_round: roundAfter(chain, g.endsAt),
    server_seed: serverSeed,
    server_seed_hash: serverSeedHash(serverSeed),
    client_seed: null,
    beacon_randomness: null,
    beacon_signature: null,
    created_at: now,
    drawn_at: null,
  };
}

/** Creates the running giveaway of every kind (once); the ids in kind order. */
export async function ensureGiveaways(
  db: Db,
  beacon: Beacon,
  lengths: GiveawayLengths,
  now: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (const kind of GIVEAWAY_KINDS) {
    const id = await ensureGiveaway(db, beacon, kind, lengths[kind], now);
    if (id) ids.push(id);
  }
  return ids;
}

/** Giveaways past their end and not drawn yet, oldest first. */
export async function dueGiveaways(q: Q, now: number): Promise<string[]> {
  const rows = await q
    .selectFrom('giveaways')
    .select('id')
    .where('drawn_at', 'is', null)
    .where('ends_at', '<=', now)
    .orderBy('ends_at')
    .execute();
  return rows.map((r) => r.id);
}

/** A prize handed out by a draw (for the 90102 events sent after its commit). */
export interface GiveawayAward {
  giveawayId: string;
  k: number;
  userId: string;
  item: CatalogItem;
  lootId: string;
}

/**
 * Draws a giveaway that has ended, exactly once whoever calls it and however often. Returns the awards, or null when
 * it is not drawn by this call (drawn already, not over, or its beacon round is not published yet: ask again later).
 */
export async function drawGiveawayOnce(
  db: Db,
  beacon: Beacon,
  giveawayId: string,
  now: number,
  pause?: SettlePause,
): Promise<GiveawayAward[] | null> {
  const g = await db.kysely
    .selectFrom('giveaways')
    .selectAll()
    .where('id', '=', giveawayId)
    .executeTakeFirst();
  if (!g || g.drawn_at !== null || now < Number(g.ends_at)) return null;
  // The round announced at creation, on the chain announced at creation; never another source of randomness.
  if (g.beacon_chain !== beacon.chain.chain) return null;
  const round = await beacon.fetchRound(Number(g.beacon_round));
  if (!round) return null;
  const clientSeed = giveawayClientSeed(g.id, round.randomness);
  return unitOfWorkOnce(db, async (trx) => {
    const taken = await trx
      .updateTable('giveaways')
      .set({
        drawn_at: now,
        client_seed: clientSeed,
        beacon_randomness: round.randomness,
        beacon_signature: round.signature,
      })
      .where('id', '=', g.id)
      .where('drawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return null;
    const prizes = await prizeRows(trx, g.id);
    const entrants = await entrantsOf(trx, g.id);
    const draws = drawGiveaway(g.server_seed, clientSeed, entrants, prizes.length);
    if (pause && pause.ms > 0 && draws.length > 0) {
      pause.log({ giveawayId: g.id }, 'contest settlement paused (giveaway)');
      await new Promise((r) => setTimeout(r, pause.ms));
    }
    const awards: GiveawayAward[] = [];
    for (const d of draws) {
      const prize = prizes[d.k - 1];
      const price = Number(prize.prize_price);
      const [lootId] = await createLoot(
        trx,
        [{ userId: d.winner.id, itemId: prize.id, price, source: 'giveaway', sourceRef: g.id }],
        now,
      );
      // A prize is reward value: sold or withdrawn once its winner has wagered as much (ECONOMY.md rule 2).
      await requireWagering(trx, d.winner.id, price, now);
      await trx
        .insertInto('giveaway_winners')
        .values({
          giveaway_id: g.id,
          k: d.k,
          user_id: d.winner.id,
          item_id: prize.id,
          roll: d.roll,
          range_min: d.winner.rangeMin,
          range_max: d.winner.rangeMax,
          loot_id: lootId,
        })
        .execute();
      awards.push({ giveawayId: g.id, k: d.k, userId: d.winner.id, item: itemView(prize, price), lootId });
    }
    return awards;
  });
}
