/**
 * Leases: one owner at a time for work several processes could do (a running battle, and later scheduled jobs
 * such as races, giveaways and hunts). A row is keyed by the job's name (`battle:{id}`); `lease_until` is epoch ms.
 * `failing_since` is when the job's current run of failures began (kept across a takeover, so a job that cannot
 * be done is given up after a bounded time whoever holds it).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('failing_since', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leases').ifExists().execute();
}
