/** Fields many routes share: request ids and keys (anything else, NUL bytes or quotes, is refused before it reaches
 * a query) and the keyset page. */
import { Type, type TSchema } from 'typebox';
import { Closed, Nullable } from './typebox';

/** A plain slug id (UUIDs, case, battle, template, user, mission, loot and offer ids). */
export const Slug = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A client's key per click, so a retried request acts once. */
export const IdempotencyKey = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' });

/** An opaque page cursor: empty or a slug. */
export const PageCursor = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' });

/** A query string or body with no fields: anything sent is refused (400) rather than ignored. */
export const NoFields = Closed({});

/** A page of a keyset-paged list, newest first; `cursor` (a PageCursor) is null on the last page. */
export const CursorPage = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), cursor: Nullable(Type.String()) });
/** A page of a keyset-paged list. */
export type CursorPage<T> = { list: T[]; cursor: string | null };
