/**
 * The site banner (027-liveops `site_banners`): staff write a message in each locale (English required; a locale left
 * out shows English), pick its kind (info or warning) and its window; players see the one live now at the top of every
 * page. `BannerCache` keeps the live banner for a few seconds per process, so a page load costs no query; a change
 * made on this process clears it at once, other processes see it within the cache's age.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { SiteBannersTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { Q } from '../ledger/ledger';
import { unitOfWork } from '../../kernel/unit-of-work';
import { LOCALE_CODES } from '../../../src/domain/locales';
import type { BannerBody, StaffBanner } from '../../../src/protocol/admin-liveops';
import type { SiteBanner } from '../../../src/protocol/meta';
import type { AuditHook } from './audit-hook';
import { optionalReason } from './reason';

/** A banner is shown for at most this long. */
const MAX_SPAN_MS = 90 * 86_400_000;
/** The staff list shows this many banners. */
const LIST_LIMIT = 50;

const parseMessages = (json: string): Record<string, string> => {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return {};
  }
};

const stateOf = (b: SiteBannersTable, now: number): StaffBanner['state'] =>
  b.ended_at !== null || Number(b.ends_at) <= now
    ? 'ended'
    : Number(b.starts_at) > now
      ? 'scheduled'
      : 'live';

const staffView = (b: SiteBannersTable, now: number): StaffBanner => ({
  id: b.id,
  kind: b.kind === 'warning' ? 'warning' : 'info',
  messages: parseMessages(b.messages_json),
  startsAt: Number(b.starts_at),
  endsAt: Number(b.ends_at),
  createdAt: Number(b.created_at),
  endedAt: b.ended_at === null ? null : Number(b.ended_at),
  state: stateOf(b, now),
});

/** The text per locale, trimmed; blank locales left out (they show English). 400 banner_text_required without English. */
export function cleanMessages(messages: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const code of LOCALE_CODES) {
    const t = (messages[code] ?? '').trim();
    if (t.length > 0) out[code] = t;
  }
  if (!out.en)
    throw badRequest('banner_text_required', 'The English text is required (other locales fall back to it)');
  return out;
}

/** Creates a banner (audited); returns it as staff see it. */
export async function createBanner(
  db: Db,
  body: BannerBody,
  actorId: string,
  now: number,
  audit: AuditHook,
): Promise<StaffBanner> {
  const messages = cleanMessages(body.messages);
  if (body.endsAt <= body.startsAt) throw badRequest('bad_window', 'A banner must end after it starts');
  if (body.endsAt <= now) throw badRequest('bad_window', 'A banner must end in the future');
  if (body.endsAt - body.startsAt > MAX_SPAN_MS)
    throw badRequest('bad_window', 'A banner is shown for at most 90 days');
  const row: SiteBannersTable = {
    id: `banner-${now.toString(36)}-${randomBytes(4).toString('hex')}`,
    kind: body.kind,
    messages_json: JSON.stringify(messages),
    starts_at: body.startsAt,
    ends_at: body.endsAt,
    created_at: now,
    created_by: actorId,
    ended_at: null,
  };
  await unitOfWork(db, async (trx) => {
    await trx.insertInto('site_banners').values(row).execute();
    await audit(trx, {
      action: 'liveops.banner.create',
      targetType: 'banner',
      targetId: row.id,
      reason: optionalReason(body.reason),
      after: { kind: row.kind, messages, startsAt: row.starts_at, endsAt: row.ends_at },
    });
  });
  return staffView(row, now);
}

/** Takes a banner down now (audited). 404 banner_not_found; 409 banner_ended when it had already ended. */
export async function endBanner(
  db: Db,
  id: string,
  reason: string | undefined,
  now: number,
  audit: AuditHook,
): Promise<void> {
  const ended = await unitOfWork(db, async (trx) => {
    const b = await trx.selectFrom('site_banners').selectAll().where('id', '=', id).executeTakeFirst();
    if (!b) throw notFound('banner_not_found', 'No such banner');
    const res = await trx
      .updateTable('site_banners')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await audit(trx, {
      action: 'liveops.banner.end',
      targetType: 'banner',
      targetId: id,
      reason: optionalReason(reason),
      before: { state: stateOf(b, now) },
      after: { endedAt: now },
    });
    return true;
  });
  if (!ended) throw conflict('banner_ended', 'This banner has already ended');
}

/** Banners newest first, as staff see them. */
export async function listBanners(q: Q, now: number): Promise<StaffBanner[]> {
  const rows = await q
    .selectFrom('site_banners')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((b) => staffView(b, now));
}

/** The banner players see now: a live warning before a live info, the newest first; null when none is live. */
export async function liveBanner(q: Q, now: number): Promise<SiteBanner | null> {
  const rows = await q
    .selectFrom('site_banners')
    .selectAll()
    .where('ended_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  const b = rows.find((r) => r.kind === 'warning') ?? rows[0];
  if (!b) return null;
  return {
    id: b.id,
    kind: b.kind === 'warning' ? 'warning' : 'info',
    messages: parseMessages(b.messages_json),
    endsAt: Number(b.ends_at),
  };
}

/** The live banner kept for `ttlMs` per process (every page load asks; a change here clears it). */
export class BannerCache {
  private held: { at: number; banner: SiteBanner | null } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  /** The live banner at `now`, from the cache while it is fresh (and the banner it holds has not ended). */
  async get(now: number): Promise<SiteBanner | null> {
    const h = this.held;
    if (h && now - h.at < this.ttlMs && (h.banner === null || h.banner.endsAt > now)) return h.banner;
    const banner = await liveBanner(this.db.kysely, now);
    this.held = { at: now, banner };
    return banner;
  }

  /** Forgets the held banner (after a change on this process). */
  clear(): void {
    this.held = null;
  }
}

/** How long a process keeps the live banner before asking the database again. */
export const BANNER_CACHE_MS = 5000;
const caches = new WeakMap<Db, BannerCache>();

/** The banner cache of one database handle (one per app, shared by the public route and the back office). */
export function bannerCacheOf(db: Db): BannerCache {
  let c = caches.get(db);
  if (!c) {
    c = new BannerCache(db, BANNER_CACHE_MS);
    caches.set(db, c);
  }
  return c;
}
