/** Answer shapes of the seed routes (server/routes/v1/roll.ts), shared by server and client (FAIRNESS.md). */

/** A revealed (retired) pair, enough to verify every outcome it produced. */
export interface RevealedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  lastNonce: number;
  revealedAt: number;
}

/** What GET /roll/seed and the rotate calls answer: the active pair (server seed hidden) and the revealed ones. */
export interface SeedInfo {
  clientSeed: { seed: string };
  serverSeedHash: string;
  nonce: number;
  revealed: RevealedPair[];
}
