/**
 * Real Steam nicknames and avatars through the Steam Web API (ISteamUser/GetPlayerSummaries/v2) when a key is
 * configured: fetched at sign-in and again at most once a day. A failure (timeout, error answer, unknown player)
 * keeps what is stored and logs a warning without the key. Without a key nothing is asked and nothing changes.
 */
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import type { SteamApiConfig } from '../../config';
import { ownAvatar } from '../users/avatars';
import { stripControlChars } from '../../../src/domain/text';

/** A stored Steam profile is refreshed after this long. */
export const STEAM_REFRESH_MS = 24 * 60 * 60 * 1000;

/** Hosts Steam serves avatars from (the site's CSP allows images from them while the Steam API is on). */
export const STEAM_AVATAR_HOSTS = [
  'avatars.steamstatic.com',
  'avatars.akamai.steamstatic.com',
  'avatars.cloudflare.steamstatic.com',
  'steamcdn-a.akamaihd.net',
] as const;

/** A nickname and avatar as Steam gives them. */
export interface SteamSummary {
  nickname: string;
  /** Null when Steam's answer named no avatar on a known Steam host. */
  avatar: string | null;
}

/** Where warnings go (a Fastify logger fits). */
export interface WarnLog {
  warn(obj: object, msg: string): void;
}

const STEAM_ID_RE = /^\d{17}$/;

/** An avatar URL on a Steam host over https, or null. */
function steamAvatar(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 512) return null;
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' && (STEAM_AVATAR_HOSTS as readonly string[]).includes(u.hostname)
      ? u.toString()
      : null;
  } catch {
    return null;
  }
}

/** Asks Steam for one player's summary; throws on a failed request, answers null when Steam does not know them. */
export async function fetchSteamSummary(cfg: SteamApiConfig, steamId: string): Promise<SteamSummary | null> {
  if (!cfg.key) return null;
  const url = new URL(`${cfg.url}/ISteamUser/GetPlayerSummaries/v2/`);
  url.searchParams.set('key', cfg.key);
  url.searchParams.set('steamids', steamId);
  const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(cfg.timeoutMs) });
  if (!res.ok) throw new Error(`Steam answered ${res.status}`);
  const body = (await res.json()) as { response?: { players?: unknown } };
  const players = Array.isArray(body.response?.players) ? (body.response.players as unknown[]) : [];
  const p = players.find(
    (x): x is Record<string, unknown> =>
      typeof x === 'object' && x !== null && (x as { steamid?: unknown }).steamid === steamId,
  );
  if (!p) return null;
  const name = typeof p.personaname === 'string' ? stripControlChars(p.personaname).trim().slice(0, 32) : '';
  if (!name) return null;
  return { nickname: name, avatar: steamAvatar(p.avatarfull ?? p.avatarmedium ?? p.avatar) };
}

/** True when this user should be asked about now: a real SteamID, not a bot, not fetched within a day. */
export function steamProfileDue(
  u: Pick<UsersTable, 'steam_id' | 'is_bot' | 'steam_synced_at'>,
  now: number,
): boolean {
  if (Number(u.is_bot) === 1 || !STEAM_ID_RE.test(u.steam_id)) return false;
  return u.steam_synced_at === null || now - Number(u.steam_synced_at) >= STEAM_REFRESH_MS;
}

/**
 * Fetches and stores the user's Steam nickname and avatar when a key is set and the stored ones are a day old
 * (or were never fetched). The avatar shown follows Steam unless the player picked a gallery one (/ui-avatars). Never throws: a failure keeps the stored profile and logs a warning.
 */
export async function syncSteamProfile(
  db: Db,
  cfg: SteamApiConfig,
  userId: string,
  now: number,
  log: WarnLog,
): Promise<void> {
  if (!cfg.key) return;
  try {
    const u = await db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!u || !steamProfileDue(u, now)) return;
    const s = await fetchSteamSummary(cfg, u.steam_id);
    if (!s) {
      log.warn(
        { userId },
        'Steam profile: the Steam Web API does not know this player; the stored name stays',
      );
      return;
    }
    // A player who picked a gallery avatar keeps it; one showing their own picture gets Steam's new one.
    const followsSteam = u.avatar === ownAvatar(u);
    await db.kysely
      .updateTable('users')
      .set({
        nickname: s.nickname,
        steam_synced_at: now,
        ...(s.avatar ? { steam_avatar: s.avatar, ...(followsSteam ? { avatar: s.avatar } : {}) } : {}),
      })
      .where('id', '=', userId)
      .execute();
  } catch (err) {
    // The message only: a request error could carry the URL, and the URL carries the key.
    const reason = err instanceof Error ? err.name : 'error';
    log.warn({ userId, reason }, 'Steam profile: the Steam Web API could not be read; the stored name stays');
  }
}

const inFlight = new Map<string, Promise<void>>();

/** Starts `syncSteamProfile` in the background, once per user at a time (for reads that should not wait). */
export function refreshSteamProfile(db: Db, cfg: SteamApiConfig, userId: string, log: WarnLog): void {
  if (!cfg.key || inFlight.has(userId)) return;
  const run = syncSteamProfile(db, cfg, userId, Date.now(), log).finally(() => inFlight.delete(userId));
  inFlight.set(userId, run);
}
