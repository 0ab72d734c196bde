/**
 * `npm run admin -- grant <steamID64> <support|finance|admin>`, `revoke <steamID64>`, `list`: staff roles from the
 * command line (how the first admin is made). Works on SQLite and on DATABASE_URL; every change is audited with the
 * actor `cli`. The account must have signed in once.
 */
import { pathToFileURL } from 'node:url';
import { unitOfWork } from '../kernel/unit-of-work';
import type { Db } from '../db/database';
import { appendAudit } from '../services/admin/audit';
import { grantRole, listStaff, revokeRole } from '../services/admin/staff';
import { isStaffRole, STAFF_ROLES } from '../../src/domain/staff';
import { openCliDatabase } from './open-db';

const USAGE = `usage: npm run admin -- grant <steamID64> <${STAFF_ROLES.join('|')}>
       npm run admin -- revoke <steamID64>
       npm run admin -- list`;

/** The actor the audit log names for the command line. */
const CLI_ACTOR = { userId: 'cli', role: 'admin' } as const;

/** Runs one command; returns the exit code and writes what happened to `out`. */
export async function runAdminCommand(db: Db, args: string[], out: (line: string) => void): Promise<number> {
  const [cmd, steamId, role] = args;
  if (cmd === 'list' && args.length === 1) {
    const staff = await listStaff(db.kysely);
    if (staff.length === 0) out('no staff yet');
    for (const s of staff) {
      out(`${s.steamId}\t${s.role}\t${s.enrolled ? 'totp' : 'not-enrolled'}\t${s.nickname}\t${s.userId}`);
    }
    return 0;
  }
  const isGrant = cmd === 'grant' && args.length === 3;
  const isRevoke = cmd === 'revoke' && args.length === 2;
  if ((!isGrant && !isRevoke) || !/^\d{17}$/.test(steamId ?? '')) {
    out(USAGE);
    return 2;
  }
  if (isGrant && !isStaffRole(role)) {
    out(`unknown role "${role}": one of ${STAFF_ROLES.join(', ')}`);
    return 2;
  }
  const user = await db.kysely
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('steam_id', '=', steamId)
    .executeTakeFirst();
  if (!user) {
    out(`no account with SteamID ${steamId}: the person must sign in once first`);
    return 1;
  }
  const now = Date.now();
  const before = await unitOfWork(db, async (trx) => {
    const prev = isGrant
      ? await grantRole(trx, user.id, role as never, 'cli', now)
      : await revokeRole(trx, user.id, now);
    if (isGrant || prev !== null) {
      await appendAudit(
        trx,
        CLI_ACTOR,
        {
          action: isGrant ? 'staff.grant' : 'staff.revoke',
          targetType: 'user',
          targetId: user.id,
          reason: 'command line',
          before: { role: prev },
          after: { role: isGrant ? role : null },
        },
        now,
      );
    }
    return prev;
  });
  if (isGrant) out(`${user.nickname} (${steamId}) is now ${role}${before ? ` (was ${before})` : ''}`);
  else
    out(
      before
        ? `${user.nickname} (${steamId}) is no longer staff (was ${before})`
        : `${steamId} was not staff`,
    );
  return 0;
}

async function main(): Promise<void> {
  const db = await openCliDatabase();
  try {
    process.exitCode = await runAdminCommand(db, process.argv.slice(2), (l) => console.log(l));
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
