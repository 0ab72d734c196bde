/** Shapes of the audit log routes (server/routes/admin/v1/audit.ts): the list with its filters and the chain check. */
import { Type, type Static } from 'typebox';
import { Closed, Nullable } from './typebox';

/** GET /admin/v1/audit: filters (all optional) and a cursor (the seq to read below). */
export const AuditListQuery = Closed({
  /** An action name, or a prefix ending in '.' (e.g. `money.`). */
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  actorId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  targetType: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
/** GET /admin/v1/audit query. */
export type AuditListQuery = Static<typeof AuditListQuery>;

/** One audit entry: who did what to what, why, the state before and after, and its place in the chain. */
export const AuditEntryView = Type.Object({
  seq: Type.Integer(),
  at: Type.Number(),
  actorId: Type.String(),
  /** The actor's nickname ('' for the command line). */
  actorName: Type.String(),
  actorRole: Type.String(),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  reason: Type.String(),
  /** The state before and after, as JSON text (null when the action has none). */
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
  hash: Type.String(),
  prevHash: Type.String(),
});
/** One audit entry. */
export type AuditEntryView = Static<typeof AuditEntryView>;

/** GET /admin/v1/audit: newest first; `next` is the cursor of the following page (null at the end). */
export const AuditListAnswer = Type.Object({
  entries: Type.Array(AuditEntryView),
  next: Nullable(Type.Integer()),
});
/** GET /admin/v1/audit. */
export type AuditListAnswer = Static<typeof AuditListAnswer>;

/** GET /admin/v1/audit/verify: whether the whole chain holds, and the first broken link if not. */
export const AuditVerifyAnswer = Type.Object({
  ok: Type.Boolean(),
  count: Type.Integer(),
  brokenAt: Nullable(Type.Integer()),
  problem: Nullable(Type.String()),
});
/** GET /admin/v1/audit/verify. */
export type AuditVerifyAnswer = Static<typeof AuditVerifyAnswer>;
