/** Table types of the back office's catalog (026-catalog-admin). schema.ts joins them into Database. */

/** A case staff edit: a draft until published into `cases` under the same id (then frozen), then maybe retired. */
export interface AdminCasesTable {
  id: string;
  slug: string;
  title: string;
  /** A catalog type (src/domain/catalog-admin.ts ADMIN_CASE_TYPES). */
  type: string;
  /** The art's colour (#rrggbb). */
  theme: string;
  /** The rows as JSON: [{itemID, rangeMin, rangeMax}] (a draft's may not tile yet). */
  rows_json: string;
  /** 'draft' | 'published' | 'retired'. */
  status: string;
  /** The case this draft was copied from (a new version), or null. */
  version_of: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  retired_at: number | null;
}

/** One row: how far the catalog has changed since the database was made (processes drop their caches on a change). */
export interface CatalogRevisionTable {
  id: number;
  revision: number;
}

/** The tables this part adds to Database. */
export interface CatalogAdminDatabase {
  admin_cases: AdminCasesTable;
  catalog_revision: CatalogRevisionTable;
}
