/** Staff membership: who holds which role; granting and revoking (from the CLI or the Staff page). */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Q } from '../ledger/ledger';
import { isStaffRole, type StaffRole } from '../../../src/domain/staff';

/** A staff member as the guard and the pages need it. */
export interface StaffMember {
  userId: string;
  role: StaffRole;
  /** Whether the TOTP second factor has been enrolled and confirmed. */
  enrolled: boolean;
}

/** The staff row of a user, or null when the account holds no (valid) role. */
export async function staffMember(q: Q, userId: string): Promise<StaffMember | null> {
  const row = await q
    .selectFrom('staff')
    .select(['user_id', 'role', 'totp_secret'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || !isStaffRole(row.role)) return null;
  return { userId: row.user_id, role: row.role, enrolled: row.totp_secret !== null };
}

/** Gives `userId` a role (or changes it); returns the role before (null if none). Enrolment is kept. */
export async function grantRole(
  trx: Transaction<Database>,
  userId: string,
  role: StaffRole,
  grantedBy: string | null,
  now: number,
): Promise<StaffRole | null> {
  const before = await staffMember(trx, userId);
  if (before) {
    await trx
      .updateTable('staff')
      .set({ role, granted_by: grantedBy, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
  } else {
    await trx
      .insertInto('staff')
      .values({
        user_id: userId,
        role,
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        granted_by: grantedBy,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return before?.role ?? null;
}

/**
 * Takes the staff role away: the row, its second factor, its recovery codes and every open staff session go.
 * Returns the role before (null if none).
 */
export async function revokeRole(
  trx: Transaction<Database>,
  userId: string,
  now: number,
): Promise<StaffRole | null> {
  const before = await staffMember(trx, userId);
  if (!before) return null;
  await trx
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('staff').where('user_id', '=', userId).execute();
  return before.role;
}

/** One line of the staff list. */
export interface StaffListEntry {
  userId: string;
  steamId: string;
  nickname: string;
  role: StaffRole;
  enrolled: boolean;
  since: number;
}

/** Every staff member with their account's SteamID and name, admins first. */
export async function listStaff(q: Q): Promise<StaffListEntry[]> {
  const rows = await q
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select([
      'staff.user_id',
      'staff.role',
      'staff.totp_secret',
      'staff.created_at',
      'users.steam_id',
      'users.nickname',
    ])
    .orderBy('staff.created_at')
    .execute();
  const order: Record<StaffRole, number> = { admin: 0, finance: 1, support: 2 };
  return rows
    .filter((r) => isStaffRole(r.role))
    .map((r) => ({
      userId: r.user_id,
      steamId: r.steam_id,
      nickname: r.nickname,
      role: r.role as StaffRole,
      enrolled: r.totp_secret !== null,
      since: Number(r.created_at),
    }))
    .sort((a, b) => order[a.role] - order[b.role]);
}
