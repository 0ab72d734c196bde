/**
 * /api/v1/beacon/*: the public randomness chain that seals version-2 battles (FAIRNESS.md). `info` answers the chain
 * in use (or, with ?chain=, an earlier local chain a battle names); `public/{round}` serves the embedded local
 * chain's rounds as drand serves its own, once they are published.
 */
import { AppError, notFound } from '../../errors';
import { findLocalChain } from '../../services/beacon/local';
import {
  BeaconInfoAnswer,
  BeaconInfoQuery,
  BeaconRoundAnswer,
  BeaconRoundParams,
} from '../../../src/protocol/beacon';
import { answerSchema, doc, errorResponses, type ApiApp } from '../typebox';

const tag = 'beacon';

/** Registers GET /beacon/info and GET /beacon/public/:round. */
export async function beaconRoutes(app: ApiApp): Promise<void> {
  const beacon = app.beacon;
  const current: BeaconInfoAnswer = {
    ...beacon.chain,
    source: beacon.source,
    roundUrl: beacon.roundUrl,
  };

  app.get(
    '/beacon/info',
    {
      schema: {
        ...doc(tag, 'The randomness beacon chain that seals version-2 battles', {
          description:
            'A version-2 battle mixes the first beacon round published after it filled into its client seed, so ' +
            'neither the site nor a player can pick the outcome (FAIRNESS.md). With ?chain= it answers an earlier ' +
            'local chain a battle names.',
        }),
        querystring: BeaconInfoQuery,
        response: answerSchema(BeaconInfoAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      const asked = req.query.chain;
      if (!asked || asked === current.chain) return { data: current };
      const local = await findLocalChain(app.db, asked);
      if (!local) throw notFound('chain_not_found', 'This site has never used that beacon chain');
      return {
        data: {
          ...local,
          source: 'local' as const,
          roundUrl: `${app.config.publicUrl}/api/v1/beacon/public/{round}`,
        },
      };
    },
  );

  app.get(
    '/beacon/public/:round',
    {
      schema: {
        ...doc(tag, "One round of the site's local beacon chain, as drand serves its rounds", {
          description:
            'Not wrapped in `data`: the same shape as drand (`/public/{round}`), so drand clients verify it. 425 ' +
            'until the round is published; 404 when the site uses drand itself.',
        }),
        params: BeaconRoundParams,
        response: { 200: BeaconRoundAnswer, ...errorResponses },
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      if (beacon.source !== 'local')
        throw notFound('not_local', 'This site uses drand: read rounds from a drand mirror');
      const r = await beacon.fetchRound(Number(req.params.round));
      if (!r) throw new AppError(425, 'round_not_published', 'This round is not published yet');
      return r;
    },
  );
}
