/**
 * Reading upgrades back: one by id (anyone may verify it), a player's own history (newest first, keyset pages) and
 * the rows of the profile's upgrades tab. The server seed is shown only once its pair was revealed (rotated).
 */
import type { Db } from '../../db/database';
import type { UpgradeHistoryAnswer, UpgradeResult } from '../../../src/protocol/upgrade';
import type { CursorPage } from '../../../src/protocol/fields';
import type { ProfileUpgrade } from '../../../src/protocol/profile';
import { itemView, withItem } from '../catalog/catalog';
import type { Q } from '../ledger/ledger';
import { lootRows, lootView } from '../loot/loot';
import { keysetPage } from '../../kernel/page-cursor';

/** Upgrades per page of GET /upgrade/history and of the profile tab. */
export const UPGRADE_PAGE_SIZE = 20;

/** Upgrades joined with their seed pair and target item (narrow with where clauses). */
function upgradeHeads(q: Q) {
  return withItem(q.selectFrom('upgrades'), 'upgrades.target_item_id')
    .innerJoin('user_seed_pairs', 'user_seed_pairs.id', 'upgrades.seed_pair_id')
    .select([
      'upgrades.id as upgrade_id',
      'upgrades.nonce',
      'upgrades.roll',
      'upgrades.win_tickets',
      'upgrades.stake',
      'upgrades.coins',
      'upgrades.target_price',
      'upgrades.won',
      'upgrades.loot_id',
      'upgrades.created_at as upgraded_at',
      'user_seed_pairs.server_seed',
      'user_seed_pairs.server_seed_hash',
      'user_seed_pairs.client_seed',
      'user_seed_pairs.active as pair_active',
    ]);
}

type Head = Awaited<ReturnType<ReturnType<typeof upgradeHeads>['execute']>>[number];

/** The heads with their staked items (in the order they were put in) and the won loot entry. */
async function withParts(q: Q, heads: readonly Head[]): Promise<UpgradeResult[]> {
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.upgrade_id);
  const staked = await withItem(q.selectFrom('upgrade_items'), 'upgrade_items.item_id')
    .select(['upgrade_items.upgrade_id', 'upgrade_items.loot_id', 'upgrade_items.price as staked_price'])
    .where('upgrade_items.upgrade_id', 'in', ids)
    .orderBy('upgrade_items.upgrade_id')
    .orderBy('upgrade_items.position')
    .execute();
  const wonIds = heads.flatMap((h) => (h.loot_id ? [h.loot_id] : []));
  const won = wonIds.length > 0 ? await lootRows(q).where('loot.id', 'in', wonIds).execute() : [];
  const wonById = new Map(won.map((r) => [r.loot_id, lootView(r)]));
  return heads.map((h) => {
    const mine = staked.filter((s) => s.upgrade_id === h.upgrade_id);
    const loot = h.loot_id ? wonById.get(h.loot_id) : undefined;
    return {
      id: h.upgrade_id,
      roll: Number(h.roll),
      winTickets: Number(h.win_tickets),
      won: Number(h.won) === 1,
      ...(loot ? { loot } : {}),
      nonce: Number(h.nonce),
      serverSeedHash: h.server_seed_hash,
      ...(Number(h.pair_active) === 0 ? { serverSeed: h.server_seed } : {}),
      clientSeed: h.client_seed,
      stake: Number(h.stake),
      coins: Number(h.coins),
      items: mine.map((s) => itemView(s, Number(s.staked_price))),
      lootIDs: mine.map((s) => s.loot_id),
      target: itemView(h, Number(h.target_price)),
      createdAt: Number(h.upgraded_at),
    };
  });
}

/**
 * One upgrade by id as `viewerId` (null: signed out) may see it, or null: the upgrade of a player whose profile is
 * private is shown only to that player (to anyone else it is missing).
 */
export async function getUpgrade(
  q: Q,
  upgradeId: string,
  viewerId: string | null,
): Promise<UpgradeResult | null> {
  const owner = await q
    .selectFrom('upgrades')
    .innerJoin('users', 'users.id', 'upgrades.user_id')
    .select(['upgrades.user_id', 'users.profile_public'])
    .where('upgrades.id', '=', upgradeId)
    .executeTakeFirst();
  if (!owner || (Number(owner.profile_public) !== 1 && owner.user_id !== viewerId)) return null;
  const head = await upgradeHeads(q).where('upgrades.id', '=', upgradeId).executeTakeFirst();
  if (!head) return null;
  const [result] = await withParts(q, [head]);
  return result ?? null;
}

/** A page of the player's own upgrades, newest first; an unreadable cursor starts from the top. */
export async function upgradeHistory(
  db: Db,
  userId: string,
  cursor: string | null,
): Promise<UpgradeHistoryAnswer> {
  const page = await keysetPage(
    upgradeHeads(db.kysely).where('upgrades.user_id', '=', userId),
    { at: 'upgrades.created_at', id: 'upgrades.id' },
    { cursor, pageSize: UPGRADE_PAGE_SIZE },
    (r) => ({ createdAt: Number(r.upgraded_at), id: r.upgrade_id }),
  );
  return { list: await withParts(db.kysely, page.rows), cursor: page.cursor };
}

/** The profile tab's page: each upgrade's stake, target, chance, roll and outcome, and what the verifier needs. */
export async function profileUpgradesPage(
  db: Db,
  userId: string,
  cursor: string | null,
): Promise<CursorPage<ProfileUpgrade>> {
  const page = await upgradeHistory(db, userId, cursor);
  return {
    cursor: page.cursor,
    list: page.list.map((u) => ({
      id: u.id,
      stake: u.stake,
      coins: u.coins,
      itemsCount: u.items.length,
      target: u.target,
      winTickets: u.winTickets,
      roll: u.roll,
      won: u.won,
      nonce: u.nonce,
      serverSeedHash: u.serverSeedHash,
      createdAt: u.createdAt,
    })),
  };
}
