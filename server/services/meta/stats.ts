/** Site statistics counted from the database (SPEC section 3, Stats). */
import { sql } from 'kysely';
import type { Stats } from '../../../src/protocol/types';
import type { Db } from '../../db/database';

async function count(
  db: Db,
  table: 'users' | 'battles' | 'upgrades' | 'case_openings',
  where?: 'active',
): Promise<number> {
  let q = db.kysely.selectFrom(table).select(sql<number>`count(*)`.as('n'));
  if (where === 'active') q = q.where(sql.ref('status'), '!=', 'finished');
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Reads the current counts; `online` comes from the realtime hub (live sockets). */
export async function readStats(db: Db, online: number): Promise<Stats> {
  const [userCount, battleCount, upgradeCount, caseCount, battleActive] = await Promise.all([
    count(db, 'users'),
    count(db, 'battles'),
    count(db, 'upgrades'),
    count(db, 'case_openings'),
    count(db, 'battles', 'active'),
  ]);
  return { online, userCount, battleCount, upgradeCount, caseCount, battleActive };
}
