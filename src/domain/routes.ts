/**
 * The site's page addresses (SPEC section 2), without a locale prefix: one table the client router (src/app/screens.ts)
 * and the server's page fallback (server/plugins/static.ts) both read, so a path the router would not show answers
 * HTTP 404 from the server too.
 */

/** Each screen's path pattern (`:name` is one path segment). */
export const SCREEN_PATHS = {
  home: '/',
  faq: '/faq',
  tos: '/tos',
  about: '/about',
  hunts: '/hunts',
  survey: '/survey',
  surveyWelcome: '/survey-welcome',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  cardholder: '/cardholder-agreement',
  support: '/support',
  upgrade: '/upgrade',
  exchange: '/exchange',
  missions: '/missions',
  myCases: '/my-cases',
  funCases: '/cases/fun',
  notFound: '/not-found',
  preBattle: '/pre-battle',
  uiAvatars: '/ui-avatars',
  battles: '/battles',
  battleNew: '/battles/new',
  dailyCases: '/daily-cases',
  generateCase: '/generate-case',
  provablyFair: '/provably-fair',
  developers: '/developers',
  communityCases: '/community-cases',
  feast: '/event/feast',
  giveaway: '/event/giveaway',
  leaderboard: '/event/leaderboard',
  marketplace: '/event/marketplace',
  caseType: '/cases/:type',
  caseOpen: '/cases/open/:id',
  battleView: '/battles/view/:id',
  profile: '/profile/:id',
  payments: '/profile/:id/payments',
  oddsHistory: '/cases/:id/odds-history',
  giveawayResult: '/event/giveaway-result/:id',
  battleStream: '/battles/view/:id/stream',
} as const;

/** A screen of the route table. */
export type RouteId = keyof typeof SCREEN_PATHS;

// Ids of battles and players come from the server; this only rejects what can never be one.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Screens whose `:id` must look like an id; any other value is the SPEC's validate failure (404). */
const CHECKED_IDS: ReadonlySet<RouteId> = new Set(['battleView', 'battleStream', 'profile', 'payments']);

/** Whether a screen checks its path parameters. */
export function routeHasCheck(id: RouteId): boolean {
  return CHECKED_IDS.has(id);
}

/** Whether a screen's path parameters pass its validate check (screens without one always pass). */
export function validRouteParams(id: RouteId, params: Readonly<Record<string, string | undefined>>): boolean {
  return !CHECKED_IDS.has(id) || ID_PATTERN.test(params.id ?? '');
}

const segments = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The parameters of `path` under `pattern`, or null when it does not match (trailing slashes and case aside). */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const value = decode(got[i]);
    if (value === null) return null;
    if (want[i].startsWith(':')) params[want[i].slice(1)] = value;
    else if (want[i].toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/**
 * The screen a path without locale prefix shows, or null when none does (the not-found page then shows, and the
 * server answers 404). A path that matches a screen but fails its validate check is null too.
 */
export function screenOfPath(path: string): RouteId | null {
  let found: RouteId | null = null;
  for (const [id, pattern] of Object.entries(SCREEN_PATHS) as [RouteId, string][]) {
    const params = matchPattern(pattern, path);
    if (!params) continue;
    // A static path wins over a pattern (/cases/fun over /cases/:type), as in the router.
    if (!pattern.includes(':')) return id;
    if (found === null && validRouteParams(id, params)) found = id;
  }
  return found;
}
