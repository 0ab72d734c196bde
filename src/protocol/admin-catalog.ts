/** Shapes of the back office's catalog routes (server/routes/admin/v1/catalog.ts), shared by server and client. */
import { Type, type Static } from 'typebox';
import { Closed, Nullable, OneOf } from './typebox';
import { CatalogItem } from './types';
import { ADMIN_CASE_STATUSES, PLAYER_CASE_QUEUES } from '../domain/catalog-admin';

/** A case's life: draft, published, retired. */
export const AdminCaseStatus = OneOf(ADMIN_CASE_STATUSES);
/** A case's life: draft, published, retired. */
export type AdminCaseStatus = Static<typeof AdminCaseStatus>;

/** One row as the editor sends it: an item and its ticket range (checked by the service, so any number passes here). */
export const AdminDraftRow = Closed({
  itemID: Type.String({ minLength: 1, maxLength: 96, pattern: '^[A-Za-z0-9_-]+$' }),
  rangeMin: Type.Number(),
  rangeMax: Type.Number(),
});
/** One row as the editor sends it. */
export type AdminDraftRow = Static<typeof AdminDraftRow>;

/** POST /catalog/cases and PUT /catalog/cases/:id: a draft's fields (PUT replaces them all). */
export const AdminDraftBody = Closed({
  slug: Type.String({ maxLength: 200 }),
  title: Type.String({ maxLength: 200 }),
  type: Type.String({ maxLength: 32 }),
  theme: Type.String({ maxLength: 16 }),
  rows: Type.Array(AdminDraftRow, { maxItems: 200 }),
});
/** A draft's fields. */
export type AdminDraftBody = Static<typeof AdminDraftBody>;

/** The `:id` of a case route. */
export const AdminCaseParams = Closed({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
/** The `:id` of a case route. */
export type AdminCaseParams = Static<typeof AdminCaseParams>;

/** GET /catalog/cases: filter by status. */
export const AdminCaseListQuery = Closed({ status: Type.Optional(AdminCaseStatus) });
/** GET /catalog/cases query. */
export type AdminCaseListQuery = Static<typeof AdminCaseListQuery>;

/** A back-office case in the list. `price` is the published price, or a tiling draft's price today, else null. */
export const AdminCaseSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  type: Type.String(),
  theme: Type.String(),
  status: AdminCaseStatus,
  itemCount: Type.Integer(),
  price: Nullable(Type.Integer()),
  versionOf: Nullable(Type.String()),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
  publishedAt: Nullable(Type.Number()),
  retiredAt: Nullable(Type.Number()),
});
/** A back-office case in the list. */
export type AdminCaseSummary = Static<typeof AdminCaseSummary>;

/** One stored row with its item (null when the item left the catalog). */
export const AdminCaseRow = Type.Object({
  itemID: Type.String(),
  item: Nullable(CatalogItem),
  rangeMin: Type.Integer(),
  rangeMax: Type.Integer(),
});
/** One stored row with its item. */
export type AdminCaseRow = Static<typeof AdminCaseRow>;

/** What keeps a draft from publishing, as the publish route would refuse it (null: it may publish). */
export const AdminCaseProblem = Type.Object({ code: Type.String(), at: Nullable(Type.Integer()) });
/** What keeps a draft from publishing. */
export type AdminCaseProblem = Static<typeof AdminCaseProblem>;

/** GET /catalog/cases/:id: the case with its rows and what would keep it from publishing. */
export const AdminCaseDetail = Type.Interface([AdminCaseSummary], {
  rows: Type.Array(AdminCaseRow),
  problem: Nullable(AdminCaseProblem),
});
/** A back-office case with its rows. */
export type AdminCaseDetail = Static<typeof AdminCaseDetail>;

/** `{case}` answers. */
export const AdminCaseAnswer = Type.Object({ case: AdminCaseDetail });
/** `{case}` answers. */
export type AdminCaseAnswer = Static<typeof AdminCaseAnswer>;

/** GET /catalog/cases answer. */
export const AdminCaseListAnswer = Type.Object({ list: Type.Array(AdminCaseSummary) });
/** GET /catalog/cases answer. */
export type AdminCaseListAnswer = Static<typeof AdminCaseListAnswer>;

/** POST /catalog/cases/:id/retire: why (required). */
export const AdminReasonBody = Closed({ reason: Type.String({ maxLength: 2000 }) });
/** A reason for a destructive action. */
export type AdminReasonBody = Static<typeof AdminReasonBody>;

/** POST /catalog/cases/copy: a new draft from any catalog case (a new version), under a new slug. */
export const AdminCopyBody = Closed({
  from: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  slug: Type.String({ maxLength: 200 }),
});
/** A new draft from a catalog case. */
export type AdminCopyBody = Static<typeof AdminCopyBody>;

/** GET /catalog/player-cases query. */
export const AdminPlayerCaseQuery = Closed({
  queue: Type.Optional(OneOf(PLAYER_CASE_QUEUES)),
  q: Type.Optional(Type.String({ maxLength: 64, pattern: '^[^\\x00-\\x1f\\x7f]*$' })),
  cursor: Type.Optional(Type.String({ maxLength: 6, pattern: '^[0-9]*$' })),
});
/** GET /catalog/player-cases query. */
export type AdminPlayerCaseQuery = Static<typeof AdminPlayerCaseQuery>;

/** A player case in the review queue. */
export const AdminPlayerCase = Type.Object({
  id: Type.String(),
  title: Type.String(),
  price: Type.Integer(),
  image: Type.String(),
  visibility: Type.String(),
  creator: Type.Object({ userID: Type.String(), nickname: Type.String() }),
  createdAt: Type.Number(),
  openings: Type.Integer(),
  openings24h: Type.Integer(),
  reviewedAt: Nullable(Type.Number()),
  takenDownAt: Nullable(Type.Number()),
  takenDownReason: Nullable(Type.String()),
  items: Type.Array(Type.Object({ item: CatalogItem, chance: Type.Integer() })),
});
/** A player case in the review queue. */
export type AdminPlayerCase = Static<typeof AdminPlayerCase>;

/** GET /catalog/player-cases answer. */
export const AdminPlayerCaseAnswer = Type.Object({
  list: Type.Array(AdminPlayerCase),
  cursor: Nullable(Type.String()),
});
/** GET /catalog/player-cases answer. */
export type AdminPlayerCaseAnswer = Static<typeof AdminPlayerCaseAnswer>;

/** `{playerCase}` answers of the moderation actions. */
export const AdminPlayerCaseActionAnswer = Type.Object({ playerCase: AdminPlayerCase });
/** `{playerCase}` answers. */
export type AdminPlayerCaseActionAnswer = Static<typeof AdminPlayerCaseActionAnswer>;
