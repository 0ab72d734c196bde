/** Asks the database whether a table exists, so features can read tables owned by migrations that may not be there yet. */
import { sql } from 'kysely';
import type { Db } from './database';

const known = new WeakMap<Db, Set<string>>();

/** True when `name` is a table of the current schema (a positive answer is cached per database). */
export async function tableExists(db: Db, name: string): Promise<boolean> {
  const seen = known.get(db) ?? new Set<string>();
  known.set(db, seen);
  if (seen.has(name)) return true;
  const found =
    db.dialect === 'sqlite'
      ? await sql<{
          n: number;
        }>`select count(*) as n from sqlite_master where type = 'table' and name = ${name}`.execute(db.kysely)
      : await sql<{
          n: number;
        }>`select count(*) as n from information_schema.tables where table_schema = current_schema() and table_name = ${name}`.execute(
          db.kysely,
        );
  const exists = Number(found.rows[0]?.n ?? 0) > 0;
  if (exists) seen.add(name);
  return exists;
}
