/**
 * A small OpenID 2.0 provider standing in for steamcommunity.com in development and demos. It signs
 * positive assertions with an HMAC key of this process and answers check_authentication by verifying that
 * signature, so the relying-party code that talks to real Steam runs unchanged against it.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OPENID_NS, positiveAssertion, SIGNED_FIELDS, type OpenIdParams } from './openid';
import { avatarUrl } from '../users/avatars';

/** A demo Steam profile the visitor can sign in as. */
export interface LocalProfile {
  steamId: string;
  nickname: string;
  avatar: string;
}

const MAX_CREATED = 1000;
const USED_NONCES_MAX = 10_000;
/** How many profiles one browser's cookie remembers (newest first). */
const MAX_BROWSER_PROFILES = 8;
const STEAM_ID_RE = /^7656119\d{10}$/;

/** The response_nonce format: UTC second timestamp plus random characters. */
function makeNonce(now: number): string {
  return `${new Date(now).toISOString().slice(0, 19)}Z${randomBytes(6).toString('hex')}`;
}

/** Key-value form of the signed fields, the bytes the signature covers. */
function signedPayload(p: OpenIdParams, signed: string): string {
  return signed
    .split(',')
    .map((k) => `${k}:${p[k] ?? ''}\n`)
    .join('');
}

/**
 * The in-process demo provider. It has no shared profile list: each browser sees and may use only the
 * profiles it created, which it carries in a cookie sealed by this provider (sealProfiles / openProfiles).
 * Its endpoint is the site address of each request, so it works on whatever address the site was opened on.
 */
export class LocalOpenIdProvider {
  private readonly created = new Map<string, LocalProfile>();
  private readonly usedNonces = new Set<string>();
  /** Derived from the key, so every process of one site (one AUTH_SECRET) confirms the others' assertions. */
  private readonly assocHandle: string;
  private readonly cookieKey: Buffer;

  constructor(private readonly key: Buffer) {
    this.cookieKey = createHmac('sha256', key).update('browser-profiles').digest();
    this.assocHandle = `local-${createHmac('sha256', key).update('assoc-handle').digest('hex').slice(0, 16)}`;
  }

  /** A profile created on this provider (for the nickname of a new user). */
  profile(steamId: string): LocalProfile | undefined {
    return this.created.get(steamId);
  }

  private keep(p: LocalProfile): void {
    this.created.delete(p.steamId);
    if (this.created.size >= MAX_CREATED) this.created.delete(this.created.keys().next().value ?? '');
    this.created.set(p.steamId, p);
  }

  /** Creates a profile with a fresh SteamID64 (7656119 + ten digits) and the given nickname. */
  createProfile(nickname: string): LocalProfile {
    let steamId = '';
    do steamId = `76561199${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    while (this.created.has(steamId));
    const p = { steamId, nickname: nickname.trim().slice(0, 32), avatar: avatarUrl(steamId) };
    this.keep(p);
    return p;
  }

  /** Notes a profile a browser showed us in its sealed cookie (after a restart, or on another process). */
  remember(p: LocalProfile): void {
    if (!this.created.has(p.steamId)) this.keep(p);
  }

  /** The cookie value listing a browser's profiles (newest first, at most MAX_BROWSER_PROFILES), sealed by us. */
  sealProfiles(list: readonly LocalProfile[]): string {
    const body = Buffer.from(
      JSON.stringify(list.slice(0, MAX_BROWSER_PROFILES).map((p) => [p.steamId, p.nickname])),
    ).toString('base64url');
    return `${body}.${createHmac('sha256', this.cookieKey).update(body).digest('base64url')}`;
  }

  /** The profiles of a sealed cookie value; empty when it is missing, malformed or not sealed by us. */
  openProfiles(value: string | undefined): LocalProfile[] {
    if (!value || value.length > 4096) return [];
    const [body, mac, extra] = value.split('.');
    if (!body || !mac || extra !== undefined) return [];
    const want = createHmac('sha256', this.cookieKey).update(body).digest();
    const got = Buffer.from(mac, 'base64url');
    if (got.length !== want.length || !timingSafeEqual(got, want)) return [];
    try {
      const rows: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (!Array.isArray(rows)) return [];
      return rows
        .filter(
          (r): r is [string, string] =>
            Array.isArray(r) &&
            typeof r[0] === 'string' &&
            STEAM_ID_RE.test(r[0]) &&
            typeof r[1] === 'string',
        )
        .slice(0, MAX_BROWSER_PROFILES)
        .map(([steamId, nickname]) => ({
          steamId,
          nickname: nickname.slice(0, 32),
          avatar: avatarUrl(steamId),
        }));
    } catch {
      return [];
    }
  }

  private sign(p: OpenIdParams, signed: string): Buffer {
    return createHmac('sha256', this.key).update(signedPayload(p, signed)).digest();
  }

  /** A signed positive assertion for this SteamID from `endpoint`, ready to be appended to return_to. */
  assert(steamId: string, returnTo: string, endpoint: string, now: number): OpenIdParams {
    const nonce = makeNonce(now);
    const p = positiveAssertion({ steamId, returnTo, endpoint, nonce, assocHandle: this.assocHandle });
    p.sig = this.sign(p, SIGNED_FIELDS).toString('base64');
    return p;
  }

  /** The URL the browser is sent back to with the assertion in its query. */
  assertionRedirect(steamId: string, returnTo: string, endpoint: string, now: number): string {
    const url = new URL(returnTo);
    for (const [k, v] of Object.entries(this.assert(steamId, returnTo, endpoint, now)))
      url.searchParams.set(`openid.${k}`, v);
    return url.toString();
  }

  /** Answers a check_authentication request body (form-encoded) sent to `endpoint`, in key-value form. */
  checkAuthentication(body: string, endpoint: string): string {
    const form = new URLSearchParams(body);
    const p: OpenIdParams = {};
    for (const [k, v] of form) if (k.startsWith('openid.')) p[k.slice(7)] = v;
    return `ns:${OPENID_NS}\nis_valid:${this.isValid(p, endpoint) ? 'true' : 'false'}\n`;
  }

  private isValid(p: OpenIdParams, endpoint: string): boolean {
    if (p.mode !== 'check_authentication' || p.assoc_handle !== this.assocHandle || !p.signed || !p.sig)
      return false;
    if (!p.signed.split(',').includes('response_nonce') || p.op_endpoint !== endpoint) return false;
    const want = this.sign(p, p.signed);
    const got = Buffer.from(p.sig, 'base64');
    if (got.length !== want.length || !timingSafeEqual(got, want)) return false;
    // A provider confirms each assertion once.
    const nonce = p.response_nonce ?? '';
    if (this.usedNonces.has(nonce)) return false;
    if (this.usedNonces.size >= USED_NONCES_MAX)
      this.usedNonces.delete(this.usedNonces.values().next().value ?? '');
    this.usedNonces.add(nonce);
    return true;
  }
}
