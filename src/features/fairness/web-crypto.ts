/** The browser's HMAC-SHA256 (Web Crypto) as the fairness library's HmacFn, and a window hook for automation. */
import {
  battleClientSeed,
  createWebCryptoHmac,
  rerollShares,
  rollAsync,
  type HmacFn,
} from '../../domain/fairness';

let hmac: HmacFn | null = null;

/** One shared Web Crypto HMAC (imported keys cached per seed). */
export function webHmac(): HmacFn {
  hmac ??= createWebCryptoHmac(crypto.subtle);
  return hmac;
}

/** What `window.caseArena.fairness` offers (the e2e golden-vector test calls it in Chromium). */
export interface FairnessHook {
  roll(serverSeed: string, clientSeed: string, nonce: number, cursor: string): Promise<number>;
  sha256(text: string): Promise<string>;
  battleClientSeed(slotSeeds: string[]): string;
  rerollShares(n: number): { rangeMin: number; rangeMax: number }[];
}

/** SHA-256 of UTF-8 text through Web Crypto, lowercase hex. */
export async function subtleSha256Hex(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Installs the hook (idempotent). */
export function exposeFairnessHook(): void {
  const hook: FairnessHook = {
    roll: (s, c, n, cur) => rollAsync(webHmac(), s, c, n, cur),
    sha256: subtleSha256Hex,
    battleClientSeed: (seeds) => battleClientSeed(seeds),
    rerollShares: (n) => rerollShares(n),
  };
  window.caseArena = { ...window.caseArena, fairness: hook };
}
