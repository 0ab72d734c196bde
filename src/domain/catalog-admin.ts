/**
 * The rules of a back-office case draft, shared by the server (which refuses) and the editor (which explains):
 * a slug, a title, a catalog type, a theme colour, and 1..MAX distinct catalog items each with a whole ticket
 * range. Ranges may be unfinished while a draft is saved; publishing needs them to tile 1..100000
 * (`tilingProblem` in odds.ts).
 */
import { ROLL_RANGE } from './fairness';
import { RARITIES } from './rarity';
import { hasControlChars } from './text';

/** The life of a back-office case: edited as a draft, published (odds frozen for good), then retired. */
export const ADMIN_CASE_STATUSES = ['draft', 'published', 'retired'] as const;
/** One of ADMIN_CASE_STATUSES. */
export type AdminCaseStatus = (typeof ADMIN_CASE_STATUSES)[number];
/** The catalog types a back-office case may take (daily and player cases are made elsewhere). */
export const ADMIN_CASE_TYPES = ['featured', 'premium', 'budget', 'knife', 'fun'] as const;
/** The theme colours the editor offers first (any #rrggbb colour is allowed): the rarity colours. */
export const ADMIN_CASE_THEMES: readonly string[] = RARITIES.map((r) => r.color);
/** The most items a case holds. */
export const ADMIN_CASE_MAX_ITEMS = 50;
/** Title length bounds (after trimming). */
export const ADMIN_CASE_TITLE_MIN = 3;
/** The longest title (after trimming). */
export const ADMIN_CASE_TITLE_MAX = 48;
/** A slug: lower-case words of letters and digits joined by single hyphens, 3..48 characters. */
export const ADMIN_CASE_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
/** Slug length bounds. */
export const ADMIN_CASE_SLUG_MIN = 3;
/** The longest slug. */
export const ADMIN_CASE_SLUG_MAX = 48;

/** One row of a draft: a catalog item and its ticket range. */
export interface DraftRow {
  itemID: string;
  rangeMin: number;
  rangeMax: number;
}

/** Why a draft's fields are refused (also the API's error codes). */
export type DraftFieldProblem =
  | 'invalid_slug'
  | 'invalid_title'
  | 'invalid_type'
  | 'invalid_theme'
  | 'too_many_items'
  | 'duplicate_item'
  | 'odds_not_integer'
  | 'odds_out_of_range';

/** A draft's editable fields. */
export interface DraftFields {
  slug: string;
  title: string;
  type: string;
  theme: string;
  rows: readonly DraftRow[];
}

const SLUG_RE = new RegExp(ADMIN_CASE_SLUG_PATTERN);

/** The title as stored: trimmed, inner runs of spaces collapsed. */
export const normaliseTitle = (title: string): string => title.trim().replace(/\s+/g, ' ');

/** The first field rule a draft breaks (what even an unfinished draft must keep), or null. */
export function draftFieldProblem(d: DraftFields): DraftFieldProblem | null {
  if (d.slug.length < ADMIN_CASE_SLUG_MIN || d.slug.length > ADMIN_CASE_SLUG_MAX || !SLUG_RE.test(d.slug))
    return 'invalid_slug';
  const title = normaliseTitle(d.title);
  if (title.length < ADMIN_CASE_TITLE_MIN || title.length > ADMIN_CASE_TITLE_MAX || hasControlChars(d.title))
    return 'invalid_title';
  if (!(ADMIN_CASE_TYPES as readonly string[]).includes(d.type)) return 'invalid_type';
  if (!/^#[0-9a-f]{6}$/.test(d.theme)) return 'invalid_theme';
  if (d.rows.length > ADMIN_CASE_MAX_ITEMS) return 'too_many_items';
  if (new Set(d.rows.map((r) => r.itemID)).size !== d.rows.length) return 'duplicate_item';
  for (const r of d.rows) {
    if (!Number.isSafeInteger(r.rangeMin) || !Number.isSafeInteger(r.rangeMax)) return 'odds_not_integer';
    if (r.rangeMin < 1 || r.rangeMax > ROLL_RANGE || r.rangeMax < r.rangeMin) return 'odds_out_of_range';
  }
  return null;
}

/** A row's chance in tickets (0 for a range that is not one). */
export const rowTickets = (r: { rangeMin: number; rangeMax: number }): number =>
  Number.isSafeInteger(r.rangeMin) && Number.isSafeInteger(r.rangeMax) && r.rangeMax >= r.rangeMin
    ? r.rangeMax - r.rangeMin + 1
    : 0;

/**
 * Lays `tickets` out as consecutive ranges from 1 in the given order (the editor's "pack" helper); a count that
 * is not a positive whole number gives an empty range at the current position.
 */
export function packRanges(tickets: readonly number[]): { rangeMin: number; rangeMax: number }[] {
  let next = 1;
  return tickets.map((t) => {
    const n = Number.isSafeInteger(t) && t > 0 ? t : 0;
    const r = { rangeMin: next, rangeMax: next + n - 1 };
    next += n;
    return r;
  });
}

/** The orders of the player-case review queue. */
export const PLAYER_CASE_QUEUES = ['unreviewed', 'newest', 'popular', 'taken_down'] as const;
