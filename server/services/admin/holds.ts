/**
 * What staff put on a player and the product enforces: holds (no withdrawals / no play) and mutes (recorded for the
 * chat to come: `isMuted`). A hold is in force until lifted; a mute until its end or until lifted.
 */
import type { Db } from '../../db/database';
import { forbidden } from '../../errors';
import type { Q } from '../ledger/ledger';
import type { HoldKind } from '../../../src/domain/staff';

const handle = (q: Db | Q): Q => ('kysely' in q ? q.kysely : q);

/** The kinds of hold in force on a user. */
export async function holdsInForce(q: Db | Q, userId: string): Promise<HoldKind[]> {
  const rows = await handle(q)
    .selectFrom('player_holds')
    .select('kind')
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .execute();
  return [...new Set(rows.map((r) => r.kind as HoldKind))];
}

/**
 * Refuses what a hold forbids: 403 withdraw_on_hold (a withdrawal while withdrawals are held) or 403 play_on_hold
 * (opening, battles, upgrades, exchanges while play is held).
 */
export async function assertNoHold(q: Db | Q, userId: string, kind: HoldKind): Promise<void> {
  const row = await handle(q)
    .selectFrom('player_holds')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return;
  throw kind === 'withdraw'
    ? forbidden('withdraw_on_hold', 'Withdrawals from this account are on hold; contact support')
    : forbidden('play_on_hold', 'Play on this account is on hold; contact support');
}

/** Whether a user is muted at `now` (for the chat: a muted player may read but not write). */
export async function isMuted(q: Db | Q, userId: string, now: number): Promise<boolean> {
  const row = await handle(q)
    .selectFrom('player_mutes')
    .select('id')
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .where('until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
