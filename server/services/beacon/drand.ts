/**
 * drand over HTTP (https://docs.drand.love/developer/http-api): GET {mirror}/{chain hash}/public/{round}. The mirrors
 * are tried in turn, starting from the last one that answered well. Every answer is checked with `verifyRound`
 * (round number, randomness = SHA256(signature), BLS signature under the configured public key) before it is used;
 * a bad signature, a wrong round, a malformed body, an HTTP error or a timeout is logged and the next mirror tried.
 */
import { roundTimeMs, verifyRound, type BeaconChain, type BeaconRound } from '../../../src/domain/beacon';
import type { Beacon, BeaconLogger } from './port';

/** What the drand client needs: the chain, its mirrors, a timeout per request, a clock and a fetch. */
export interface DrandOptions {
  chain: BeaconChain;
  urls: readonly string[];
  timeoutMs: number;
  log: BeaconLogger;
  now?: () => number;
  fetch?: typeof fetch;
}

/** The drand chain read through its public HTTP mirrors. */
export class DrandBeacon implements Beacon {
  readonly source = 'drand' as const;
  readonly chain: BeaconChain;
  readonly roundUrl: string;
  private preferred = 0;
  private readonly now: () => number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: DrandOptions) {
    if (opts.urls.length === 0) throw new Error('drand needs at least one mirror URL');
    this.chain = opts.chain;
    this.roundUrl = `${opts.urls[0]}/${opts.chain.chain}/public/{round}`;
    this.now = opts.now ?? Date.now;
    this.fetchFn = opts.fetch ?? fetch;
  }

  async fetchRound(round: number): Promise<BeaconRound | null> {
    if (!Number.isSafeInteger(round) || round < 1) return null;
    // Not published yet: asking would only get a 425 from every mirror.
    if (this.now() < roundTimeMs(this.chain, round)) return null;
    const n = this.opts.urls.length;
    for (let i = 0; i < n; i++) {
      const at = (this.preferred + i) % n;
      const r = await this.ask(this.opts.urls[at], round);
      if (r) {
        this.preferred = at;
        return r;
      }
    }
    return null;
  }

  private async ask(base: string, round: number): Promise<BeaconRound | null> {
    const url = `${base}/${this.chain.chain}/public/${round}`;
    let text: string;
    try {
      const res = await this.fetchFn(url, {
        signal: AbortSignal.timeout(this.opts.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) {
        this.opts.log.warn({ mirror: base, round, status: res.status }, 'drand mirror refused the round');
        return null;
      }
      text = await res.text();
    } catch (err) {
      this.opts.log.warn({ mirror: base, round, err: String(err) }, 'drand mirror unreachable');
      return null;
    }
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: verifyRound calls it malformed below.
    }
    const verdict = verifyRound(this.chain, body, round);
    if (verdict !== 'ok') {
      this.opts.log.warn({ mirror: base, round, verdict }, 'drand round refused: it does not verify');
      return null;
    }
    const b = body as BeaconRound;
    return { round: b.round, randomness: b.randomness, signature: b.signature };
  }
}
