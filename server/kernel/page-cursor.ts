/**
 * Keyset pagination shared by the history lists (loot, profile tabs): newest first by (created_at, id), the
 * cursor an opaque base64url of the last entry shown. An unreadable cursor reads as none (the first page).
 */
import type { ExpressionBuilder, ReferenceExpression, SelectQueryBuilder } from 'kysely';

/** The opaque cursor of an entry: base64url("<created_at>:<id>"). */
export const encodeCursor = (createdAt: number, id: string): string =>
  Buffer.from(`${createdAt}:${id}`).toString('base64url');

/** The entry a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): { createdAt: number; id: string } | null {
  const m = /^(\d{1,16}):([0-9a-f-]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? { createdAt: Number(m[1]), id: m[2] } : null;
}

/** The columns a list is ordered by: the time and the id that breaks ties. */
export interface KeysetColumns<DB, TB extends keyof DB> {
  at: ReferenceExpression<DB, TB>;
  id: ReferenceExpression<DB, TB>;
}

/**
 * Runs `q` as one page: rows after `cursor` (newest first by `cols`), at most `pageSize` of them, and the cursor
 * of the next page (null on the last). `keyOf` reads an answer row's time and id back for that cursor.
 */
export async function keysetPage<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  cols: KeysetColumns<DB, TB>,
  opts: { cursor?: string | null; pageSize: number },
  keyOf: (row: O) => { createdAt: number; id: string },
): Promise<{ rows: O[]; cursor: string | null }> {
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  let page = q;
  if (after) {
    page = page.where((eb: ExpressionBuilder<DB, TB>) =>
      eb.or([
        eb(cols.at, '<', after.createdAt),
        eb.and([eb(cols.at, '=', after.createdAt), eb(cols.id, '<', after.id)]),
      ]),
    );
  }
  const rows = await page
    .orderBy(cols.at as never, 'desc')
    .orderBy(cols.id as never, 'desc')
    .limit(opts.pageSize + 1)
    .execute();
  const more = rows.length > opts.pageSize;
  const shown = (more ? rows.slice(0, opts.pageSize) : rows) as O[];
  const last = shown[shown.length - 1];
  const key = more && last ? keyOf(last) : null;
  return { rows: shown, cursor: key ? encodeCursor(key.createdAt, key.id) : null };
}
