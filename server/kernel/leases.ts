/**
 * Leases: one owner at a time for work that any of several processes could do (a running battle; later races,
 * giveaways, hunts). A lease is a row keyed by the job's name with an owner and an expiry. Every change is one
 * conditional statement, so it is atomic on SQLite and PostgreSQL alike: two processes that race for an expired
 * lease both run the same INSERT ... ON CONFLICT DO UPDATE ... WHERE, the row lock orders them, and the second
 * sees the first's fresh expiry and gets nothing back.
 *
 * Renewing inside the transaction that does the job's work fences it: the UPDATE holds the lease row until
 * commit, so a process taking over waits for that commit and then finds the lease renewed.
 */
import { sql } from 'kysely';
import type { Q } from '../services/ledger/ledger';

/**
 * Takes the lease when it is free, expired or already ours (then it is extended to now + ttlMs).
 * A takeover keeps `failing_since`, so a job that keeps failing is given up on time whoever runs it.
 */
export async function acquire(
  q: Q,
  key: string,
  owner: string,
  ttlMs: number,
  now: number,
): Promise<boolean> {
  const row = await q
    .insertInto('leases')
    .values({ key, owner, lease_until: now + ttlMs, failing_since: null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          owner: eb.ref('excluded.owner'),
          lease_until: eb.ref('excluded.lease_until'),
        }))
        .where((eb) => eb.or([eb('leases.owner', '=', owner), eb('leases.lease_until', '<=', now)])),
    )
    .returning('owner')
    .executeTakeFirst();
  return row !== undefined;
}

/** Extends a lease we still own (even if it lapsed, as long as nobody took it); false when it is not ours. */
export async function renew(q: Q, key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
  const res = await q
    .updateTable('leases')
    .set({ lease_until: now + ttlMs })
    .where('key', '=', key)
    .where('owner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Hands the lease over: it expires now, so another process may take it at once (the job is not done). */
export async function release(q: Q, key: string, owner: string): Promise<void> {
  await q
    .updateTable('leases')
    .set({ lease_until: 0 })
    .where('key', '=', key)
    .where('owner', '=', owner)
    .execute();
}

/** Ends the lease because the job is done (settled, cancelled); a lease held by someone else is left alone. */
export async function remove(q: Q, key: string, owner: string): Promise<void> {
  await q.deleteFrom('leases').where('key', '=', key).where('owner', '=', owner).execute();
}

/**
 * Notes that the job failed: returns when its current run of failures began (now, unless one was already
 * running), or null when the lease is not ours.
 */
export async function markFailing(q: Q, key: string, owner: string, now: number): Promise<number | null> {
  // One statement: an earlier start of the run is kept (coalesce), and the row comes back only when it is ours.
  const row = await q
    .updateTable('leases')
    .set({ failing_since: sql<number>`coalesce(failing_since, ${now})` })
    .where('key', '=', key)
    .where('owner', '=', owner)
    .returning('failing_since')
    .executeTakeFirst();
  return row?.failing_since == null ? null : Number(row.failing_since);
}

/** Notes that the job succeeded again: its run of failures is over. */
export async function clearFailing(q: Q, key: string, owner: string): Promise<void> {
  await q
    .updateTable('leases')
    .set({ failing_since: null })
    .where('key', '=', key)
    .where('owner', '=', owner)
    .execute();
}

/** Who holds a lease and until when (null when nobody does). */
export async function holderOf(
  q: Q,
  key: string,
): Promise<{ owner: string; until: number; failingSince: number | null } | null> {
  const row = await q
    .selectFrom('leases')
    .select(['owner', 'lease_until', 'failing_since'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        owner: row.owner,
        until: Number(row.lease_until),
        failingSince: row.failing_since == null ? null : Number(row.failing_since),
      }
    : null;
}
