/** Id shapes every route shares: anything else (NUL bytes, quotes) is refused before it reaches a query. */
import { Type } from 'typebox';

/** A plain slug id (UUIDs, catalog ids, offer ids). */
export const Slug = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A client's key per click, so a retried request acts once. */
export const IdempotencyKey = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' });

/** An opaque page cursor: empty or a slug. */
export const PageCursor = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' });
