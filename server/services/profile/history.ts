/**
 * A profile's history tabs: inventory (pending, sold and withdrawn loot), battles with their results, case
 * openings with their fairness facts, and upgrades (server/services/games/upgrade-history.ts). Each is newest first
 * and paged by the shared keyset cursor. Others see them only while the owner keeps the profile public.
 */
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../errors';
import type {
  ProfileBattle,
  ProfileBattleState,
  ProfileOpening,
  ProfileTab,
  ProfileTabPages,
} from '../../../src/protocol/profile';
import type { CursorPage } from '../../../src/protocol/fields';
import type { BattleMode, BattleType } from '../../../src/protocol/types';
import { DAILY_CURSOR } from '../../../src/domain/fairness-games';
import { caseCursor } from '../../../src/domain/case-opening';
import { itemView } from '../catalog/catalog';
import { openingRows } from '../cases/open';
import { listLoot } from '../loot/loot';
import { keysetPage } from '../../kernel/page-cursor';
import { profileUpgradesPage } from '../games/upgrade-history';

/** Entries per page of every tab. */
export const PROFILE_PAGE_SIZE = 20;

/** The loot states the inventory tab shows (an item staked in a running battle is not the player's to show). */
const INVENTORY_STATUSES = ['pending', 'sold', 'withdrawn'] as const;

/** Throws 404 for an unknown user and 403 `profile_private` when `viewer` may not see the owner's history. */
export async function assertHistoryVisible(db: Db, ownerId: string, viewer: string | null): Promise<void> {
  const u = await db.kysely
    .selectFrom('users')
    .select('profile_public')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  if (!u) throw notFound('user_not_found', 'No such user');
  if (viewer !== ownerId && Number(u.profile_public) !== 1)
    throw forbidden('profile_private', 'This player keeps their history private');
}

const opts = (cursor: string | null) => ({ cursor, pageSize: PROFILE_PAGE_SIZE });

function battleState(status: string, cancelled: number): ProfileBattleState {
  if (Number(cancelled) === 1) return 'cancelled';
  if (status === 'finished') return 'finished';
  return status === 'waiting' ? 'waiting' : 'running';
}

/** The battles the player sat in, with the result once finished; private ones only on the owner's own page. */
async function battlesPage(
  db: Db,
  userId: string,
  cursor: string | null,
  withPrivate: boolean,
): Promise<CursorPage<ProfileBattle>> {
  const q = db.kysely
    .selectFrom('battle_slots')
    .innerJoin('battle_games', 'battle_games.id', 'battle_slots.battle_id')
    .innerJoin('battles', 'battles.id', 'battle_slots.battle_id')
    .select([
      'battle_games.id',
      'battle_games.type',
      'battle_games.mode',
      'battle_games.players',
      'battle_games.cost',
      'battle_games.cancelled',
      'battle_games.created_at',
      'battle_games.finished_at',
      'battles.status',
      'battle_slots.is_winner',
      'battle_slots.win_amount',
    ])
    .where('battle_slots.user_id', '=', userId)
    // A private battle is seen by its players and invite holders only: never listed on a profile to others.
    .$if(!withPrivate, (b) => b.where('battle_games.is_public', '=', 1));
  const page = await keysetPage(
    q,
    { at: 'battle_games.created_at', id: 'battle_games.id' },
    opts(cursor),
    (r) => ({
      createdAt: Number(r.created_at),
      id: r.id,
    }),
  );
  return {
    cursor: page.cursor,
    list: page.rows.map((r) => {
      const state = battleState(r.status, r.cancelled);
      const done = state === 'finished';
      return {
        id: r.id,
        type: r.type as BattleType,
        mode: r.mode as BattleMode,
        players: Number(r.players),
        cost: Number(r.cost),
        state,
        won: done ? Number(r.is_winner) === 1 : null,
        winAmount: done ? Number(r.win_amount) : 0,
        createdAt: Number(r.created_at),
        finishedAt: r.finished_at === null ? null : Number(r.finished_at),
      };
    }),
  };
}

/** The player's openings (one entry per opening, its cases in order), with the facts the verifier needs. */
async function openingsPage(
  db: Db,
  userId: string,
  cursor: string | null,
): Promise<CursorPage<ProfileOpening>> {
  const heads = db.kysely
    .selectFrom('case_openings')
    .select(['case_openings.opening_id', 'case_openings.created_at'])
    .where('case_openings.user_id', '=', userId)
    .where('case_openings.opening_id', 'is not', null)
    .where('case_openings.case_index', '=', 0);
  const page = await keysetPage(
    heads,
    { at: 'case_openings.created_at', id: 'case_openings.opening_id' },
    opts(cursor),
    (r) => ({ createdAt: Number(r.created_at), id: r.opening_id ?? '' }),
  );
  const ids = page.rows.map((r) => r.opening_id ?? '');
  if (ids.length === 0) return { list: [], cursor: null };
  const rows = await openingRows(db.kysely)
    .innerJoin('cases', 'cases.id', 'case_openings.case_id')
    .select(['cases.title as case_title', 'cases.image as case_image', 'cases.type as case_type'])
    .where('case_openings.user_id', '=', userId)
    .where('case_openings.opening_id', 'in', ids)
    .orderBy('case_openings.case_index')
    .execute();
  const byId = new Map<string, ProfileOpening>();
  for (const r of rows) {
    const id = r.opening_id ?? '';
    const o = byId.get(id) ?? {
      id,
      caseID: r.case_id,
      caseTitle: r.case_title,
      caseImage: r.case_image,
      price: Number(r.case_price ?? 0),
      nonce: Number(r.nonce),
      serverSeedHash: r.server_seed_hash,
      clientSeed: r.client_seed,
      results: [],
      createdAt: Number(r.opened_at),
    };
    const index = Number(r.case_index);
    const cursor = r.case_type === 'daily' ? DAILY_CURSOR : caseCursor(index);
    o.results.push({ index, cursor, roll: Number(r.roll), item: itemView(r) });
    byId.set(id, o);
  }
  return { list: ids.flatMap((id) => byId.get(id) ?? []), cursor: page.cursor };
}

/** One page of one tab of `ownerId`'s profile as `viewer` (null: signed out) may see it. */
export async function profileTabPage<T extends ProfileTab>(
  db: Db,
  tab: T,
  ownerId: string,
  viewer: string | null,
  cursor: string | null,
): Promise<ProfileTabPages[T]> {
  await assertHistoryVisible(db, ownerId, viewer);
  const pages: { [K in ProfileTab]: () => Promise<ProfileTabPages[K]> } = {
    inventory: () => listLoot(db, ownerId, { ...opts(cursor), statuses: INVENTORY_STATUSES }),
    battles: () => battlesPage(db, ownerId, cursor, viewer === ownerId),
    openings: () => openingsPage(db, ownerId, cursor),
    upgrades: () => profileUpgradesPage(db, ownerId, cursor),
  };
  return pages[tab]();
}
