/**
 * OpenID 2.0 relying party for Steam sign-in. The checks are pure functions over the response parameters;
 * the nonce store and the provider round trip are injected so tests and the local provider run the same code.
 */
import type { Db } from '../../db/database';

/** The OpenID 2.0 namespace. */
export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
/** "Let the provider pick the identity" (Steam requires it for claimed_id and identity). */
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** The exact signed field list Steam sends; anything else is refused. */
export const SIGNED_FIELDS = 'op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';
/** A nonce older than this (by its timestamp) is refused. */
const NONCE_MAX_AGE_MS = 5 * 60_000;
// Provider clocks may run a little ahead of ours.
const NONCE_MAX_SKEW_MS = 60_000;
const STEAM_ID_RE = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
const NONCE_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z([\x21-\x7e]{0,200})$/;

/** A refused sign-in; `code` goes to the client as `/auth/callback?error=<code>`. */
export class OpenIdError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OpenIdError';
  }
}

/** OpenID response parameters without the `openid.` prefix (e.g. `mode`, `claimed_id`). */
export type OpenIdParams = Record<string, string>;

/** The fields of a positive assertion that `endpoint` makes for `steamId` (all but the signature). */
export function positiveAssertion(a: {
  steamId: string;
  returnTo: string;
  endpoint: string;
  nonce: string;
  assocHandle: string;
}): OpenIdParams {
  const identity = `https://steamcommunity.com/openid/id/${a.steamId}`;
  return {
    ns: OPENID_NS,
    mode: 'id_res',
    op_endpoint: a.endpoint,
    claimed_id: identity,
    identity,
    return_to: a.returnTo,
    response_nonce: a.nonce,
    assoc_handle: a.assocHandle,
    signed: SIGNED_FIELDS,
  };
}

/** Sends a check_authentication body (form-encoded) to the provider endpoint and returns its text answer. */
export type ProviderPoster = (endpoint: string, body: string) => Promise<string>;

/** The provider URL that starts a checkid_setup sign-in. */
export function checkidSetupUrl(endpoint: string, returnTo: string, realm: string): string {
  const url = new URL(endpoint);
  const params: OpenIdParams = {
    ns: OPENID_NS,
    mode: 'checkid_setup',
    return_to: returnTo,
    realm,
    identity: IDENTIFIER_SELECT,
    claimed_id: IDENTIFIER_SELECT,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(`openid.${k}`, v);
  return url.toString();
}

/** Picks the `openid.*` string values out of a parsed query; anything repeated or non-string is refused. */
export function openIdParams(query: Record<string, unknown>): OpenIdParams {
  const out: OpenIdParams = {};
  for (const [k, v] of Object.entries(query)) {
    if (!k.startsWith('openid.')) continue;
    if (typeof v !== 'string')
      throw new OpenIdError('invalid_response', `openid parameter ${k} is malformed`);
    out[k.slice('openid.'.length)] = v;
  }
  return out;
}

/** The epoch ms of a response_nonce's timestamp prefix, or null when it has none. */
function nonceTime(nonce: string): number | null {
  const m = NONCE_RE.exec(nonce);
  if (!m) return null;
  const t = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  return Number.isFinite(t) ? t : null;
}

/** What the static checks expect: our configured endpoint and callback URL, and the current time. */
export interface AssertionExpectations {
  endpoint: string;
  callbackUrl: string;
  now: number;
}

/** A positive assertion that passed the static checks (not yet confirmed by the provider). */
export interface CheckedAssertion {
  steamId: string;
  nonce: string;
  nonceAt: number;
  returnTo: URL;
}

const need = (p: OpenIdParams, k: string): string => {
  const v = p[k];
  if (!v) throw new OpenIdError('invalid_response', `openid.${k} is missing`);
  return v;
};

/** Static checks of a positive assertion (mode, namespace, endpoint, signed list, return_to, ids, nonce age). */
export function checkAssertion(p: OpenIdParams, x: AssertionExpectations): CheckedAssertion {
  if (p.mode !== 'id_res')
    throw new OpenIdError(p.mode === 'cancel' ? 'cancelled' : 'invalid_mode', 'Sign-in was not completed');
  if (p.ns !== OPENID_NS) throw new OpenIdError('invalid_response', 'Not an OpenID 2.0 response');
  if (need(p, 'op_endpoint') !== x.endpoint)
    throw new OpenIdError('foreign_endpoint', 'The response names another provider');
  if (need(p, 'signed') !== SIGNED_FIELDS)
    throw new OpenIdError('invalid_signed', 'The response signs unexpected fields');
  need(p, 'sig');
  need(p, 'assoc_handle');
  const returnToRaw = need(p, 'return_to');
  if (!returnToRaw.startsWith(`${x.callbackUrl}?`) && returnToRaw !== x.callbackUrl) {
    throw new OpenIdError('invalid_return_to', 'The response was meant for another site');
  }
  const claimed = need(p, 'claimed_id');
  const m = STEAM_ID_RE.exec(claimed);
  if (claimed !== need(p, 'identity') || !m)
    throw new OpenIdError('invalid_identity', 'The response carries no valid Steam identity');
  const nonce = need(p, 'response_nonce');
  const nonceAt = nonceTime(nonce);
  if (nonceAt === null) throw new OpenIdError('invalid_nonce', 'The response nonce is malformed');
  if (x.now - nonceAt > NONCE_MAX_AGE_MS || nonceAt - x.now > NONCE_MAX_SKEW_MS) {
    throw new OpenIdError('expired_nonce', 'The sign-in response is too old, please try again');
  }
  return { steamId: m[1], nonce, nonceAt, returnTo: new URL(returnToRaw) };
}

/** The form body of a check_authentication request: the same parameters with mode switched. */
function checkAuthenticationBody(p: OpenIdParams): string {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) body.set(`openid.${k}`, k === 'mode' ? 'check_authentication' : v);
  return body.toString();
}

/** Asks the provider whether it really signed this response; true only on an `is_valid:true` line. */
async function confirmWithProvider(
  p: OpenIdParams,
  endpoint: string,
  post: ProviderPoster,
): Promise<boolean> {
  let answer: string;
  try {
    answer = await post(endpoint, checkAuthenticationBody(p));
  } catch {
    throw new OpenIdError('provider_unreachable', 'The sign-in provider could not be reached');
  }
  return answer.split('\n').some((line) => line.replace(/\r$/, '') === 'is_valid:true');
}

/** Records a response nonce as used; false when it was seen before (a replay). Also purges expired ones. */
async function consumeNonce(db: Db, nonce: string, nonceAt: number, now: number): Promise<boolean> {
  await db.kysely.deleteFrom('openid_nonces').where('expires_at', '<', now).execute();
  const res = await db.kysely
    .insertInto('openid_nonces')
    .values({ nonce, expires_at: Math.max(now, nonceAt) + NONCE_MAX_AGE_MS + NONCE_MAX_SKEW_MS })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Everything confirmAssertion needs besides the parameters and the checked assertion. */
export interface VerifyDeps extends AssertionExpectations {
  db: Db;
  post: ProviderPoster;
}

/**
 * The checks that spend something, after the static ones: the replay guard (records the nonce) and the
 * provider's own confirmation. Run them only once the response is known to belong to this browser.
 */
export async function confirmAssertion(
  p: OpenIdParams,
  checked: CheckedAssertion,
  deps: VerifyDeps,
): Promise<void> {
  if (!(await consumeNonce(deps.db, `${deps.endpoint} ${checked.nonce}`, checked.nonceAt, deps.now))) {
    throw new OpenIdError('replayed', 'This sign-in response was used already');
  }
  if (!(await confirmWithProvider(p, deps.endpoint, deps.post))) {
    throw new OpenIdError('invalid_signature', 'The provider did not confirm this sign-in');
  }
}
