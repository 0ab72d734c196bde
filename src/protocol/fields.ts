/** Request fields many routes share; anything else (NUL bytes, quotes) is refused before it reaches a query. */
import { Type } from 'typebox';
import { Closed } from './typebox';

/** A plain slug id (UUIDs, case, battle, template, user, mission, loot and offer ids). */
export const Slug = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A client's key per click, so a retried request acts once. */
export const IdempotencyKey = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' });

/** An opaque page cursor: empty or a slug. */
export const PageCursor = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' });

/** A query string or body with no fields: anything sent is refused (400) rather than ignored. */
export const NoFields = Closed({});
