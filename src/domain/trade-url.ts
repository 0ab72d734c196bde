/**
 * Steam trade URLs: `https://steamcommunity.com/tradeoffer/new/?partner=N&token=T`, where N is the player's Steam
 * account id (a positive 32-bit integer) and T the 8-character token Steam shows beside it. One parser for the
 * server (POST /v1/user/prefs refuses a bad one with the problem's code) and the settings screen (which says how
 * to fix it). Parsed by hand rather than with `URL`, so exactly one spelling of each part is accepted.
 */

/** Where Steam shows a player their own trade URL. */
export const STEAM_TRADE_URL_PAGE =
  'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

/** Longest trade URL accepted (Steam's are about 75 characters). */
export const TRADE_URL_MAX = 512;

/**
 * What is wrong with a trade URL, first problem first: not a web address at all, another site, another page of
 * Steam, the partner number missing or malformed, the token missing or malformed, or a part given twice.
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
  // eslint-disable-next-line no-control-regex
  if (text.length > TRADE_URL_MAX || /[\s\u0000-\u001f\u007f]/.test(text)) return fail('trade_url_not_link');
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
