/** Shapes of the seed routes (server/routes/v1/roll.ts), shared by server and client (FAIRNESS.md). */
import { Type, type Static } from 'typebox';
import { Closed } from './typebox';

/** A revealed (retired) pair, enough to verify every outcome it produced. */
export const RevealedPair = Type.Object(
  {
    serverSeed: Type.String(),
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    lastNonce: Type.Number(),
    revealedAt: Type.Number(),
  },
  {
    description:
      'Check SHA-256(serverSeed) = serverSeedHash (shown before any roll), then recompute each roll of nonces ' +
      '0..lastNonce from serverSeed, clientSeed, the nonce and the cursor (case openings: `case:i`), as FAIRNESS.md ' +
      'and the /provably-fair page describe.',
  },
);
/** A revealed (retired) pair. */
export type RevealedPair = Static<typeof RevealedPair>;

/** What GET /roll/seed and the rotate calls answer: the active pair (server seed hidden) and the revealed ones. */
export const SeedInfo = Type.Object({
  clientSeed: Type.Object({ seed: Type.String() }),
  serverSeedHash: Type.String(),
  nonce: Type.Number(),
  revealed: Type.Array(RevealedPair),
});
/** What GET /roll/seed and the rotate calls answer. */
export type SeedInfo = Static<typeof SeedInfo>;

/** POST /roll/seed: a new client seed (printable ASCII without ':', the cursor separator); the pair rotates. */
export const SetClientSeedRequest = Closed({
  clientSeed: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x20-\\x39\\x3b-\\x7e]+$' }),
});
/** POST /roll/seed's body. */
export type SetClientSeedRequest = Static<typeof SetClientSeedRequest>;
