/**
 * Schema shorthands for migrations: a table's columns as one compact list instead of one addColumn call each.
 * Shipped migrations run through these, so what they build must never change: extend the syntax, never alter it.
 */
import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';

type Table = CreateTableBuilder<string, string>;

const COLUMN =
  /^(\w+) (text|integer|bigint)( primary key)?( not null)?( unique)?(?: default (-?\d+))?(?: references (\w+\.\w+))?$/;
const PRIMARY_KEY = /^primary key \((\w+(?:, \w+)*)\)$/;

/** Adds one column written `name type [primary key] [not null] [unique] [default N] [references t.c]`. */
function addColumn(table: Table, spec: string): Table {
  const m = COLUMN.exec(spec);
  if (!m) throw new Error(`bad column: ${spec}`);
  const [, name, type, pk, notNull, unique, dflt, ref] = m;
  if (!pk && !notNull && !unique && dflt === undefined && !ref)
    return table.addColumn(name, type as ColumnDataType);
  return table.addColumn(name, type as ColumnDataType, (c) => {
    let col = c;
    if (pk) col = col.primaryKey();
    if (ref) col = col.references(ref);
    if (notNull) col = col.notNull();
    if (unique) col = col.unique();
    if (dflt !== undefined) col = col.defaultTo(Number(dflt));
    return col;
  });
}

/**
 * Creates `table` from comma-separated column specs (see addColumn); an entry `primary key (a, b)` adds the
 * composite key constraint `<table>_pk`. `more` adds what the list cannot say (named unique constraints).
 */
export async function createTable(
  db: Kysely<unknown>,
  table: string,
  columns: string,
  more: (t: Table) => Table = (t) => t,
): Promise<void> {
  let builder = db.schema.createTable(table) as Table;
  for (const spec of columns.split(/,(?![^(]*\))/).map((s) => s.trim().replace(/\s+/g, ' '))) {
    const pk = PRIMARY_KEY.exec(spec);
    builder = pk
      ? builder.addPrimaryKeyConstraint(`${table}_pk`, pk[1].split(', '))
      : addColumn(builder, spec);
  }
  await more(builder).execute();
}

/** Creates the index `name` on `table` over `columns` (in that order). */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops each table that exists, in the order given (dependents first). */
export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
