/**
 * Skin hunts (src/domain/hunts.ts): the running hunt is created on first need with targets picked from the
 * catalog (insert on conflict do nothing, so processes racing create one hunt with the same targets); an opening
 * claims the targets it dropped inside its own transaction (`claimHuntTargets`: a guarded update, then the bounty
 * through the ledger under `hunt:{hunt}:{item}`), and the finds are announced after the commit (`huntFinds`).
 * Nothing is scheduled: a hunt's window comes from the clock, so a restart keeps it and ends it on time.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { huntAt, huntBounty, pickTargets } from '../../../src/domain/hunts';
import type { Hunt, HuntFoundEvent, HuntListAnswer } from '../../../src/protocol/hunt';
import { itemView, withItem } from '../catalog/catalog';
import type { Q } from '../ledger/ledger';
import { payPointsReward } from '../economy/budget';

/** Ended hunts the list shows. */
const RECENT = 6;
/** Target candidates: skins of active paid cases with a chance from 0.2% to 10% (found in a day, not every minute). */
const MIN_TICKETS = 200;
const MAX_TICKETS = 10_000;

/** Creates the hunt running at `now` with its targets, once; true when this call created it. */
export async function ensureHunt(db: Db, now: number): Promise<boolean> {
  const h = huntAt(now);
  const exists = await db.kysely.selectFrom('hunts').select('id').where('id', '=', h.id).executeTakeFirst();
  if (exists) return false;
  const candidates = await db.kysely
    .selectFrom('case_items')
    .innerJoin('cases', 'cases.id', 'case_items.case_id')
    .innerJoin('items', 'items.id', 'case_items.item_id')
    .select(['items.id', 'items.weapon', 'items.price'])
    .where('cases.active', '=', 1)
    .where('cases.type', 'not in', ['daily', 'player'])
    .where('cases.price', '>', 0)
    .where('case_items.tickets', '>=', MIN_TICKETS)
    .where('case_items.tickets', '<=', MAX_TICKETS)
    .groupBy(['items.id', 'items.weapon', 'items.price'])
    .execute();
  const targets = pickTargets(h.id, candidates);
  if (targets.length === 0) return false;
  return unitOfWorkOnce(db, async (trx) => {
    const res = await trx
      .insertInto('hunts')
      .values({ id: h.id, starts_at: h.startsAt, ends_at: h.endsAt, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto('hunt_targets')
      .values(
        targets.map((t, i) => ({
          hunt_id: h.id,
          item_id: t.id,
          position: i,
          bounty: huntBounty(Number(t.price)),
          winner_user_id: null,
          winner_loot_id: null,
          won_at: null,
        })),
      )
      .execute();
    return true;
  });
}

/**
 * Inside an opening's transaction: every dropped skin that is an unfound target of the running hunt becomes the
 * player's find (the first drop of it wins) and its bounty is credited once. Returns how many targets were found.
 */
export async function claimHuntTargets(
  trx: Transaction<Database>,
  userId: string,
  drops: readonly { itemId: string; lootId: string }[],
  now: number,
): Promise<number> {
  // The hunt id comes from the clock, so the window holds by construction. One read finds the unfound targets among
  // the drops (most openings drop none, and then nothing is written).
  if (drops.length === 0) return 0;
  const { id } = huntAt(now);
  const open = await trx
    .selectFrom('hunt_targets')
    .select('item_id')
    .where('hunt_id', '=', id)
    .where(
      'item_id',
      'in',
      drops.map((d) => d.itemId),
    )
    .where('winner_user_id', 'is', null)
    // Staff may end a hunt before its day is over (server/services/liveops/market.ts): its end is the row's.
    .where('hunt_id', 'in', (eb) =>
      eb.selectFrom('hunts').select('id').where('id', '=', id).where('ends_at', '>', now),
    )
    .execute();
  let found = 0;
  for (const { item_id: itemId } of open) {
    const d = drops.find((x) => x.itemId === itemId)!;
    const won = await trx
      .updateTable('hunt_targets')
      .set({ winner_user_id: userId, winner_loot_id: d.lootId, won_at: now })
      .where('hunt_id', '=', id)
      .where('item_id', '=', itemId)
      .where('winner_user_id', 'is', null)
      .returning('bounty')
      .executeTakeFirst();
    if (!won) continue;
    // The find is the player's; a bounty the reward budget has no room for waits (economy/budget.ts).
    await payPointsReward(
      trx,
      { key: `hunt:${id}:${itemId}`, kind: 'hunt_bounty', userId, amount: Number(won.bounty), ref: id, now },
      'wait',
    );
    found++;
  }
  return found;
}

/** The finds made by these loot entries (read after the opening committed), as the live event sends them. */
export async function huntFinds(q: Q, lootIds: readonly string[]): Promise<HuntFoundEvent[]> {
  if (lootIds.length === 0) return [];
  const rows = await q
    .selectFrom('hunt_targets')
    .innerJoin('users', 'users.id', 'hunt_targets.winner_user_id')
    .select([
      'hunt_targets.hunt_id',
      'hunt_targets.item_id',
      'hunt_targets.bounty',
      'hunt_targets.won_at',
      'users.id as user_id',
      'users.nickname',
      'users.avatar',
    ])
    .where('hunt_targets.winner_loot_id', 'in', [...lootIds])
    .execute();
  return rows.map((r) => ({
    huntID: r.hunt_id,
    itemID: r.item_id,
    bounty: Number(r.bounty),
    wonAt: Number(r.won_at),
    winner: { userID: r.user_id, nickname: r.nickname, avatar: r.avatar },
  }));
}

/** The running hunt (created if needed) and the last ended ones. */
export async function listHunts(db: Db, now: number): Promise<HuntListAnswer> {
  await ensureHunt(db, now);
  const hunts = await db.kysely
    .selectFrom('hunts')
    .selectAll()
    .where('starts_at', '<=', now)
    .orderBy('starts_at', 'desc')
    .limit(RECENT + 1)
    .execute();
  if (hunts.length === 0) return { current: null, recent: [], now };
  const targets = await withItem(db.kysely.selectFrom('hunt_targets'), 'hunt_targets.item_id')
    .leftJoin('users', 'users.id', 'hunt_targets.winner_user_id')
    .select([
      'hunt_targets.hunt_id',
      'hunt_targets.position',
      'hunt_targets.bounty',
      'hunt_targets.won_at',
      'hunt_targets.winner_user_id',
      'users.nickname',
      'users.avatar',
    ])
    .where(
      'hunt_targets.hunt_id',
      'in',
      hunts.map((h) => h.id),
    )
    .orderBy('hunt_targets.position')
    .execute();
  const shaped: Hunt[] = hunts.map((h) => ({
    id: h.id,
    startsAt: Number(h.starts_at),
    endsAt: Number(h.ends_at),
    targets: targets
      .filter((t) => t.hunt_id === h.id)
      .map((t) => ({
        item: itemView(t),
        bounty: Number(t.bounty),
        wonAt: t.won_at === null ? null : Number(t.won_at),
        winner: t.winner_user_id
          ? { userID: t.winner_user_id, nickname: t.nickname ?? '', avatar: t.avatar ?? '' }
          : null,
      })),
  }));
  const running = shaped[0].endsAt > now ? shaped[0] : null;
  return { current: running, recent: shaped.filter((h) => h !== running).slice(0, RECENT), now };
}
