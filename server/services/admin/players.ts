/** The Players area's reads: search, a player's page, and the ledger history of their wallets with what caused each line. */
import { sql } from 'kysely';
import { keysetPage } from '../../kernel/page-cursor';
import { notFound } from '../../errors';
import type { Q } from '../ledger/ledger';
import { restrictionsView } from '../users/restrictions';
import type {
  LedgerLine,
  PlayerDetail,
  PlayerHit,
  PlayerLedgerAnswer,
  PlayerLedgerQuery,
} from '../../../src/protocol/admin-players';
import type { HoldKind } from '../../../src/domain/staff';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Players whose SteamID64 or id is `q`, or whose nickname contains it (case-insensitive); 25 at most. */
export async function searchPlayers(q: Q, text: string): Promise<PlayerHit[]> {
  const term = text.trim();
  if (!term) return [];
  let query = q
    .selectFrom('users')
    .select(['id', 'steam_id', 'nickname', 'avatar', 'is_bot', 'created_at'])
    .limit(25);
  if (/^\d{17}$/.test(term)) query = query.where('steam_id', '=', term);
  else if (UUID.test(term)) query = query.where('id', '=', term.toLowerCase());
  else {
    const like = `%${term.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    query = query
      .where(sql<boolean>`lower(nickname) like ${like} escape '\\'`)
      .orderBy('is_bot')
      .orderBy('created_at', 'desc');
  }
  const rows = await query.execute();
  const holds = rows.length
    ? await q
        .selectFrom('player_holds')
        .select(['user_id', 'kind'])
        .where(
          'user_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('lifted_at', 'is', null)
        .execute()
    : [];
  return rows.map((r) => ({
    userId: r.id,
    steamId: r.steam_id,
    nickname: r.nickname,
    avatar: r.avatar,
    isBot: Number(r.is_bot) === 1,
    createdAt: Number(r.created_at),
    holds: [...new Set(holds.filter((h) => h.user_id === r.id).map((h) => h.kind as HoldKind))],
  }));
}

/** Everything the player's page shows; 404 player_not_found. */
export async function playerDetail(q: Q, userId: string, now: number): Promise<PlayerDetail> {
  const u = await q.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!u) throw notFound('player_not_found', 'No such player');
  const [accounts, sessions, notes, holds, mutes, staff, restrictions] = await Promise.all([
    q
      .selectFrom('accounts')
      .select(['currency', 'balance'])
      .where('user_id', '=', userId)
      .orderBy('currency')
      .execute(),
    q
      .selectFrom('sessions')
      .select(['token_hash', 'created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    q
      .selectFrom('player_notes')
      .leftJoin('users as a', 'a.id', 'player_notes.author_id')
      .select([
        'player_notes.id',
        'player_notes.body',
        'player_notes.author_id',
        'player_notes.created_at',
        'a.nickname',
      ])
      .where('player_notes.user_id', '=', userId)
      .orderBy('player_notes.created_at', 'desc')
      .limit(100)
      .execute(),
    q
      .selectFrom('player_holds')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    q
      .selectFrom('player_mutes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    q.selectFrom('staff').select('role').where('user_id', '=', userId).executeTakeFirst(),
    restrictionsView(q, userId, now),
  ]);
  return {
    userId: u.id,
    steamId: u.steam_id,
    nickname: u.nickname,
    avatar: u.avatar,
    email: u.email,
    level: Number(u.level),
    isBot: Number(u.is_bot) === 1,
    createdAt: Number(u.created_at),
    staffRole: staff?.role ?? null,
    balances: accounts.map((a) => ({ currency: a.currency, balance: Number(a.balance) })),
    restrictions: restrictions.map((r) => ({
      type: r.type,
      until: r.until,
      limit: 'limit' in r ? (r.limit ?? null) : null,
    })),
    sessions: sessions.map((s) => {
      const revokedAt = s.revoked_at === null ? null : Number(s.revoked_at);
      return {
        id: s.token_hash,
        createdAt: Number(s.created_at),
        expiresAt: Number(s.expires_at),
        revokedAt,
        active: revokedAt === null && Number(s.expires_at) > now,
      };
    }),
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      authorId: n.author_id,
      authorName: n.nickname ?? '',
      createdAt: Number(n.created_at),
    })),
    holds: holds.map((h) => ({
      id: h.id,
      kind: h.kind as HoldKind,
      reason: h.reason,
      createdBy: h.created_by,
      createdAt: Number(h.created_at),
      liftedAt: h.lifted_at === null ? null : Number(h.lifted_at),
      liftedBy: h.lifted_by,
      liftReason: h.lift_reason,
    })),
    mutes: mutes.map((m) => {
      const liftedAt = m.lifted_at === null ? null : Number(m.lifted_at);
      return {
        id: m.id,
        until: Number(m.until),
        reason: m.reason,
        createdBy: m.created_by,
        createdAt: Number(m.created_at),
        liftedAt,
        active: liftedAt === null && Number(m.until) > now,
      };
    }),
  };
}

/** What caused a ledger transaction, from its kind and ref: the thing's type and id (null when it names none). */
export function ledgerLink(kind: string, ref: string | null): LedgerLine['link'] {
  if (!ref) return null;
  if (kind.startsWith('battle_') || kind === 'battle_share') return { type: 'battle', id: ref };
  if (kind === 'case_open' || kind === 'case_creator') return { type: 'opening', id: ref };
  if (kind === 'top_up' || kind.startsWith('order') || kind.startsWith('refund'))
    return { type: 'order', id: ref };
  if (kind === 'upgrade') return { type: 'upgrade', id: ref };
  if (kind === 'exchange') return { type: 'exchange', id: ref };
  if (kind === 'loot_sell') return { type: 'loot', id: ref };
  if (kind === 'market_buy') return { type: 'purchase', id: ref };
  if (kind.startsWith('feast')) return { type: 'feast', id: ref };
  if (kind === 'race_prize') return { type: 'race', id: ref };
  if (kind.startsWith('giveaway')) return { type: 'giveaway', id: ref };
  if (kind === 'hunt_bounty') return { type: 'hunt', id: ref };
  if (kind.endsWith('_reward') || kind === 'rakeback' || kind === 'daily_streak')
    return { type: 'reward', id: ref };
  return { type: 'ref', id: ref };
}

/** The player's wallet movements, newest first, paged by an opaque cursor; 404 player_not_found. */
export async function playerLedger(q: Q, userId: string, f: PlayerLedgerQuery): Promise<PlayerLedgerAnswer> {
  const user = await q.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('player_not_found', 'No such player');
  const accounts = f.currency
    ? [`user:${userId}:${f.currency}`]
    : (['coin', 'point', 'ticket'] as const).map((c) => `user:${userId}:${c}`);
  const base = q
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
    .select(['t.id', 't.created_at', 't.kind', 't.ref', 't.idem_key', 'e.currency', 'e.amount'])
    .where('e.account_id', 'in', accounts);
  const page = await keysetPage(
    base,
    { at: 't.created_at', id: 't.id' },
    { cursor: f.cursor ?? null, pageSize: f.limit ?? 50 },
    (r) => ({ createdAt: Number(r.created_at), id: r.id }),
  );
  return {
    lines: page.rows.map((r) => ({
      txId: r.id,
      at: Number(r.created_at),
      currency: r.currency,
      amount: Number(r.amount),
      kind: r.kind,
      link: ledgerLink(r.kind, r.ref),
      key: r.idem_key,
    })),
    cursor: page.cursor,
  };
}
