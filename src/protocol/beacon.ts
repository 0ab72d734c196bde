/** GET /v1/beacon/info: the public randomness chain battles and giveaways are sealed with (FAIRNESS.md version 2). */

/** The chain in use; genesis and period in seconds, as drand publishes them. */
export interface BeaconInfoAnswer {
  /** Chain hash, lowercase hex. */
  chain: string;
  /** Always 'bls-unchained-g1-rfc9380' (drand quicknet's scheme). */
  scheme: string;
  /** Compressed G2 public key, lowercase hex. */
  publicKey: string;
  genesis: number;
  period: number;
  /** 'drand': the public quicknet chain (fair against the operator); 'local': the site's own embedded chain. */
  source: 'drand' | 'local';
  /** Where a round can be looked up publicly ('{round}' is replaced); null for the local chain. */
  roundUrl: string | null;
}
