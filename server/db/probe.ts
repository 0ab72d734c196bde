/** Whether the database answers: the health checks and the metrics ask the same way. */
import { sql } from 'kysely';
import type { Db } from './database';

/** True when `select 1` answers within `timeoutMs` (a pool that cannot connect, or a hung server, is false). */
export async function databaseUp(db: Db, timeoutMs = 2_000): Promise<boolean> {
  const probe = sql`select 1 as ok`.execute(db.kysely).then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs).unref());
  return Promise.race([probe, timeout]);
}
