/**
 * A small OpenID 2.0 provider standing in for steamcommunity.com in development and demos. It signs
 * positive assertions with an HMAC key of this process and answers check_authentication by verifying that
 * signature, so the relying-party code that talks to real Steam runs unchanged against it.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OPENID_NS, SIGNED_FIELDS, type OpenIdParams } from './openid';
import { avatarUrl } from './avatars';

/** A demo Steam profile the visitor can sign in as. */
export interface LocalProfile {
  steamId: string;
  nickname: string;
  avatar: string;
}

const DEMO: ReadonlyArray<[string, string]> = [
  ['76561198000000101', 'Kestrel'],
  ['76561198000000102', 'NovaFlick'],
  ['76561198000000103', 'Mirage Ghost'],
  ['76561198000000104', 'Lucky Lena'],
];
const MAX_CREATED = 1000;
const USED_NONCES_MAX = 10_000;

/** The response_nonce format: UTC second timestamp plus random characters. */
export function makeNonce(now: number): string {
  return `${new Date(now).toISOString().slice(0, 19)}Z${randomBytes(6).toString('hex')}`;
}

/** Key-value form of the signed fields, the bytes the signature covers. */
export function signedPayload(p: OpenIdParams, signed: string): string {
  return signed
    .split(',')
    .map((k) => `${k}:${p[k] ?? ''}\n`)
    .join('');
}

/** The in-process demo provider. */
export class LocalOpenIdProvider {
  private readonly created = new Map<string, LocalProfile>();
  private readonly usedNonces = new Set<string>();
  private readonly assocHandle = `local-${randomBytes(8).toString('hex')}`;

  constructor(
    readonly endpoint: string,
    private readonly key: Buffer,
  ) {}

  /** Demo profiles plus the ones created in this process (newest first). */
  profiles(): LocalProfile[] {
    const demo = DEMO.map(([steamId, nickname]) => ({ steamId, nickname, avatar: avatarUrl(steamId) }));
    return [...[...this.created.values()].reverse(), ...demo];
  }

  /** A known profile by SteamID64. */
  profile(steamId: string): LocalProfile | undefined {
    return this.created.get(steamId) ?? this.profiles().find((p) => p.steamId === steamId);
  }

  /** Creates a profile with a fresh SteamID64 (7656119 + ten digits) and the given nickname. */
  createProfile(nickname: string): LocalProfile {
    if (this.created.size >= MAX_CREATED) this.created.delete(this.created.keys().next().value ?? '');
    let steamId = '';
    do steamId = `76561199${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    while (this.profile(steamId));
    const p = { steamId, nickname: nickname.trim().slice(0, 32), avatar: avatarUrl(steamId) };
    this.created.set(steamId, p);
    return p;
  }

  private sign(p: OpenIdParams, signed: string): Buffer {
    return createHmac('sha256', this.key).update(signedPayload(p, signed)).digest();
  }

  /** A signed positive assertion for this SteamID, ready to be appended to return_to. */
  assert(steamId: string, returnTo: string, now: number): OpenIdParams {
    const identity = `https://steamcommunity.com/openid/id/${steamId}`;
    const p: OpenIdParams = {
      ns: OPENID_NS,
      mode: 'id_res',
      op_endpoint: this.endpoint,
      claimed_id: identity,
      identity,
      return_to: returnTo,
      response_nonce: makeNonce(now),
      assoc_handle: this.assocHandle,
      signed: SIGNED_FIELDS,
    };
    p.sig = this.sign(p, SIGNED_FIELDS).toString('base64');
    return p;
  }

  /** The URL the browser is sent back to with the assertion in its query. */
  assertionRedirect(steamId: string, returnTo: string, now: number): string {
    const url = new URL(returnTo);
    for (const [k, v] of Object.entries(this.assert(steamId, returnTo, now))) url.searchParams.set(`openid.${k}`, v);
    return url.toString();
  }

  /** Answers a check_authentication request body (form-encoded) in key-value form. */
  checkAuthentication(body: string): string {
    const form = new URLSearchParams(body);
    const p: OpenIdParams = {};
    for (const [k, v] of form) if (k.startsWith('openid.')) p[k.slice(7)] = v;
    return `ns:${OPENID_NS}\nis_valid:${this.isValid(p) ? 'true' : 'false'}\n`;
  }

  private isValid(p: OpenIdParams): boolean {
    if (p.mode !== 'check_authentication' || p.assoc_handle !== this.assocHandle || !p.signed || !p.sig) return false;
    if (!p.signed.split(',').includes('response_nonce') || p.op_endpoint !== this.endpoint) return false;
    const want = this.sign(p, p.signed);
    const got = Buffer.from(p.sig, 'base64');
    if (got.length !== want.length || !timingSafeEqual(got, want)) return false;
    // A provider confirms each assertion once.
    const nonce = p.response_nonce ?? '';
    if (this.usedNonces.has(nonce)) return false;
    if (this.usedNonces.size >= USED_NONCES_MAX) this.usedNonces.delete(this.usedNonces.values().next().value ?? '');
    this.usedNonces.add(nonce);
    return true;
  }
}
