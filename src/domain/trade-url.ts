/**
 * Steam trade URLs: `https://steamcommunity.com/tradeoffer/new/?partner=N&token=T`, where N is the player's Steam
 * account id (a positive 32-bit integer) and T the 8-character token Steam shows beside it. One parser for the
 * server (POST /v1/user/prefs refuses a bad one with the problem's code) and the settings screen (which says how
 * to fix it). Parsed by hand rather than with `URL`, so exactly one spelling of each part is accepted. Withdrawals
 * go only to the player's own Steam account: `parseOwnTradeUrl` also asks that N be the account id of their SteamID.
 */
import { hasControlChars } from './text';

/** Where Steam shows a player their own trade URL. */
export const STEAM_TRADE_URL_PAGE =
  'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

/** Longest trade URL accepted (Steam's are about 75 characters). */
export const TRADE_URL_MAX = 512;

/**
 * What is wrong with a trade URL, first problem first: not a web address at all, another site, another page of
 * Steam, the partner number missing or malformed, the token missing or malformed, a part given twice, or (only from
 * `parseOwnTradeUrl`) another Steam account's link.
 */
export const TRADE_URL_PROBLEMS = [
  'trade_url_not_link',
  'trade_url_wrong_site',
  'trade_url_wrong_page',
  'trade_url_no_partner',
  'trade_url_bad_partner',
  'trade_url_no_token',
  'trade_url_bad_token',
  'trade_url_repeated',
  'trade_url_foreign',
] as const;

/** One problem code (also the server's 400 error code). */
export type TradeUrlProblem = (typeof TRADE_URL_PROBLEMS)[number];

/** A trade URL's reading: its parts and the one spelling stored, or the first problem found. */
export type TradeUrlCheck =
  { ok: true; partner: number; token: string; url: string } | { ok: false; problem: TradeUrlProblem };

const PARTNER_MAX = 0xffff_ffff;
const TOKEN_RE = /^[A-Za-z0-9_-]{8}$/;
// scheme://authority path ?query #fragment, each part kept whole so it can be judged on its own.
const LINK_RE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/;

/** The canonical trade URL of a partner and token. */
export function tradeUrlOf(partner: number, token: string): string {
  return `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}`;
}

/** Reads a trade URL (surrounding spaces ignored); other query parameters and a fragment are dropped. */
export function parseTradeUrl(input: string): TradeUrlCheck {
  const fail = (problem: TradeUrlProblem): TradeUrlCheck => ({ ok: false, problem });
  const text = input.trim();
  // Spaces or control characters inside, or an overlong text, are never a link Steam made.
  if (text.length > TRADE_URL_MAX || /\s/.test(text) || hasControlChars(text))
    return fail('trade_url_not_link');
  const m = LINK_RE.exec(text);
  if (!m || m[1].toLowerCase() !== 'https') return fail('trade_url_not_link');
  if (m[2].toLowerCase() !== 'steamcommunity.com') return fail('trade_url_wrong_site');
  if (!/^\/tradeoffer\/new\/?$/.test(m[3])) return fail('trade_url_wrong_page');
  const params = new Map<string, string[]>();
  for (const pair of (m[4] ?? '').slice(1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    params.set(key, [...(params.get(key) ?? []), eq < 0 ? '' : pair.slice(eq + 1)]);
  }
  const partners = params.get('partner') ?? [];
  const tokens = params.get('token') ?? [];
  if (partners.length > 1 || tokens.length > 1) return fail('trade_url_repeated');
  const [partner] = partners;
  if (partner === undefined || partner === '') return fail('trade_url_no_partner');
  if (!/^[1-9][0-9]{0,9}$/.test(partner) || Number(partner) > PARTNER_MAX)
    return fail('trade_url_bad_partner');
  const [token] = tokens;
  if (token === undefined || token === '') return fail('trade_url_no_token');
  if (!TOKEN_RE.test(token)) return fail('trade_url_bad_token');
  return { ok: true, partner: Number(partner), token, url: tradeUrlOf(Number(partner), token) };
}

/** SteamID64 of account id 0 (individual account, public universe): SteamID64 = this + account id. */
const STEAM_ID64_BASE = 76561197960265728n;

/** The account id (a trade URL's partner number) of a SteamID64, or null when the text is not one. */
export function steamAccountId(steamId64: string): number | null {
  if (!/^[0-9]{17}$/.test(steamId64)) return null;
  const id = BigInt(steamId64) - STEAM_ID64_BASE;
  return id >= 1n && id <= BigInt(PARTNER_MAX) ? Number(id) : null;
}

/**
 * Reads a trade URL as `parseTradeUrl` does, then asks that its partner be the account of `steamId64` (the player's
 * own SteamID): anyone else's link is `trade_url_foreign`, so a stolen session cannot send the player's items away.
 */
export function parseOwnTradeUrl(input: string, steamId64: string): TradeUrlCheck {
  const check = parseTradeUrl(input);
  if (!check.ok || check.partner === steamAccountId(steamId64)) return check;
  return { ok: false, problem: 'trade_url_foreign' };
}
