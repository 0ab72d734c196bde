/**
 * The witnessed seal (FAIRNESS.md, "Pinned chain and witnessed seal"): a page watching a battle when its last seat
 * fills records its own clock when the fill event (`processing`, with `filledAt` and `beacon.round`) arrives. If the
 * round's publication time is later than that receipt, this browser saw the battle sealed before its randomness
 * existed. The page's measured offset to the server's clock is allowed for one way only: when the server's clock is
 * ahead of ours, the receipt may have been that much later, so it counts; when it is behind, our own clock is the
 * later of the two and stands. A server lying about its time can thus only withhold a witness, never make one.
 * Pure: the battle page records, the verifier shows again what this browser kept (bounded, in localStorage).
 */
import { roundTimeMs, type BeaconChain } from './beacon';
import { chainTrust, type ChainTrust } from './beacon-trust';

/** What one browser saw when a battle filled. */
export interface SealWitness {
  battleID: string;
  /** The chain hash the battle named at the fill. */
  chain: string;
  round: number;
  /** The fill time the server announced (ms, server clock). */
  filledAt: number;
  /** This browser's clock when the fill event arrived (ms). */
  receivedAt: number;
  /** The measured server clock minus this browser's clock (ms) at that time. */
  offsetMs: number;
  /** When the round was (or will be) published (ms): genesis + (round - 1) * period of the chain named. */
  publishedAt: number;
  /** 'public' for drand quicknet (timing from the pinned constants), 'operator' for the site's own chain. */
  trust: ChainTrust;
}

/** How many witnesses a browser keeps (the oldest go first). */
export const MAX_WITNESSES = 200;

/** The receipt time the seal is judged by: our clock, or later by the server's offset when the server is ahead. */
export const judgedReceipt = (w: Pick<SealWitness, 'receivedAt' | 'offsetMs'>): number =>
  w.receivedAt + Math.max(0, w.offsetMs);

/** The round was published after the fill event reached this browser (offset allowed): the seal predates it. */
export function sealedBefore(w: Pick<SealWitness, 'receivedAt' | 'offsetMs' | 'publishedAt'>): boolean {
  return w.publishedAt > judgedReceipt(w);
}

/** Milliseconds between the (judged) receipt and the round's publication; positive when sealed before it. */
export const sealMargin = (w: Pick<SealWitness, 'receivedAt' | 'offsetMs' | 'publishedAt'>): number =>
  w.publishedAt - judgedReceipt(w);

/**
 * The witness of a fill seen at `receivedAt`, its publication time from `timing` (the pinned quicknet for quicknet,
 * which the caller must pass; the served genesis and period for the operator's chain).
 */
export function witnessFill(
  fill: { battleID: string; chain: string; round: number; filledAt: number },
  receivedAt: number,
  offsetMs: number,
  timing: Pick<BeaconChain, 'genesis' | 'period'>,
): SealWitness {
  return {
    battleID: fill.battleID,
    chain: fill.chain,
    round: fill.round,
    filledAt: fill.filledAt,
    receivedAt,
    offsetMs,
    publishedAt: roundTimeMs(timing, fill.round),
    trust: chainTrust(fill.chain),
  };
}

/** Adds (or replaces, for the same battle) a witness, newest last, keeping at most `max`. */
export function addWitness(list: readonly SealWitness[], w: SealWitness, max = MAX_WITNESSES): SealWitness[] {
  const rest = list.filter((x) => x.battleID !== w.battleID);
  return [...rest, w].slice(-max);
}

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isStr = (x: unknown, max: number): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= max;

/** The witnesses in a stored value, dropping anything malformed (storage is the user's to edit). */
export function parseWitnesses(raw: unknown): SealWitness[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (w): w is SealWitness =>
        !!w &&
        typeof w === 'object' &&
        isStr((w as SealWitness).battleID, 64) &&
        isStr((w as SealWitness).chain, 64) &&
        isNum((w as SealWitness).round) &&
        isNum((w as SealWitness).filledAt) &&
        isNum((w as SealWitness).receivedAt) &&
        isNum((w as SealWitness).offsetMs) &&
        isNum((w as SealWitness).publishedAt),
    )
    .map((w) => ({ ...w, trust: chainTrust(w.chain) }))
    .slice(-MAX_WITNESSES);
}

/** Does a kept witness describe the battle as it is now (same chain, round and fill time)? */
export function witnessMatches(
  w: SealWitness,
  b: { chain: string | null | undefined; round: number | null | undefined; filledAt: number | null },
): boolean {
  return w.chain === b.chain && w.round === b.round && w.filledAt === b.filledAt;
}

/** A witness's milliseconds in the reader's locale ("1,834 ms"; `signed` adds + to a positive offset). */
export function formatWitnessMs(ms: number, intl: string, signed = false): string {
  return new Intl.NumberFormat(intl, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(Math.round(ms));
}
