/** Live ops (027-liveops): site settings and the site banner. schema.ts joins them into Database. */

/** One site setting staff set (JSON value); a key with no row keeps the environment's default. */
export interface SiteSettingsTable {
  key: string;
  value_json: string;
  updated_at: number;
  /** The staff member who set it. */
  updated_by: string | null;
}

/** A banner shown at the top of every page between starts_at and ends_at (unless ended early). */
export interface SiteBannersTable {
  id: string;
  /** 'info' or 'warning'. */
  kind: string;
  /** JSON object locale -> text; 'en' is always there (the fallback). */
  messages_json: string;
  starts_at: number;
  ends_at: number;
  created_at: number;
  created_by: string | null;
  /** Set when staff took it down before its end. */
  ended_at: number | null;
}

/** The tables this part adds to Database. */
export interface LiveopsDatabase {
  site_settings: SiteSettingsTable;
  site_banners: SiteBannersTable;
}
