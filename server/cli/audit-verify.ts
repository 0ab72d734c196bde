/**
 * `npm run audit:verify`: recomputes the audit log's hash chain on the site's database (SQLite or DATABASE_URL).
 * Exit 0 when every link holds; 1 with the first broken link printed.
 */
import { verifyAuditChain } from '../services/admin/audit';
import { openCliDatabase } from './open-db';

async function main(): Promise<void> {
  const db = await openCliDatabase();
  try {
    const check = await verifyAuditChain(db.kysely);
    if (check.ok) {
      console.log(`audit chain ok: ${check.count} entries`);
      process.exitCode = 0;
    } else {
      console.error(
        `audit chain BROKEN at entry ${check.broken?.seq} (${check.broken?.problem}); ${check.count} entries before it hold`,
      );
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
