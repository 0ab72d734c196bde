/** GET /v1/beacon/*: the public randomness chain battles and giveaways are sealed with (FAIRNESS.md version 2). */
import { Type, type Static } from 'typebox';
import { Closed, Nullable, OneOf } from './typebox';

const hex = (length: number, description: string) =>
  Type.String({ pattern: `^[0-9a-f]{${length}}$`, description });

/** The chain in use; genesis and period in seconds, as drand publishes them. */
export const BeaconInfoAnswer = Type.Object(
  {
    chain: Type.String({ description: 'Chain hash, lowercase hex.' }),
    scheme: Type.String({ description: "Always 'bls-unchained-g1-rfc9380' (drand quicknet's scheme)." }),
    publicKey: Type.String({ description: 'Compressed G2 public key, lowercase hex.' }),
    genesis: Type.Number(),
    period: Type.Number(),
    source: OneOf(['drand', 'local'], {
      description:
        "'drand': the public quicknet chain (fair against the operator); 'local': the site's own embedded chain.",
    }),
    roundUrl: Nullable(
      Type.String({ description: "Where a round can be looked up publicly ('{round}' is replaced)." }),
    ),
  },
  {
    description:
      'A version-2 battle mixes the first round of this chain published after it filled into its client seed. ' +
      "Check a round's BLS signature against publicKey (scheme above, as drand does) and that randomness = " +
      'SHA-256(signature); FAIRNESS.md gives the whole scheme.',
  },
);
/** The chain in use. */
export type BeaconInfoAnswer = Static<typeof BeaconInfoAnswer>;

/** GET /beacon/info?chain=: an earlier local chain a battle names (absent: the chain in use). */
export const BeaconInfoQuery = Closed({ chain: Type.Optional(hex(64, 'A chain hash.')) });
/** GET /beacon/info's query. */
export type BeaconInfoQuery = Static<typeof BeaconInfoQuery>;

/** GET /beacon/public/{round}: the round number. */
export const BeaconRoundParams = Closed({ round: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });
/** GET /beacon/public/{round}'s path. */
export type BeaconRoundParams = Static<typeof BeaconRoundParams>;

/** One published round, as drand serves it (not wrapped in `data`). */
export const BeaconRoundAnswer = Type.Object({
  round: Type.Number(),
  randomness: hex(64, 'SHA256(signature), lowercase hex.'),
  signature: hex(96, 'Compressed G1 signature, lowercase hex.'),
});
/** One published round. */
export type BeaconRoundAnswer = Static<typeof BeaconRoundAnswer>;
