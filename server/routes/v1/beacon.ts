/**
 * /api/v1/beacon/*: the public randomness chain that seals version-2 battles (FAIRNESS.md). `info` answers the chain
 * in use (or, with ?chain=, an earlier local chain a battle names); `public/{round}` serves the embedded local
 * chain's rounds as drand serves its own, once they are published.
 */
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors';
import { findLocalChain } from '../../services/beacon/local';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type { BeaconInfoAnswer } from '../../../src/protocol/beacon';
import type { BeaconRound } from '../../../src/domain/beacon';

const infoQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { chain: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
} as const;
const roundParams = {
  type: 'object',
  required: ['round'],
  additionalProperties: false,
  properties: { round: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
} as const;

/** Registers GET /beacon/info and GET /beacon/public/:round. */
export async function beaconRoutes(app: FastifyInstance): Promise<void> {
  const beacon = app.beacon;
  const current: BeaconInfoAnswer = {
    ...beacon.chain,
    source: beacon.source,
    roundUrl: beacon.roundUrl,
  };

  app.get<{ Querystring: { chain?: string } }>(
    '/beacon/info',
    { schema: { querystring: infoQuery }, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<BeaconInfoAnswer>> => {
      const asked = req.query.chain;
      if (!asked || asked === current.chain) return { data: current };
      const local = await findLocalChain(app.db, asked);
      if (!local) throw notFound('chain_not_found', 'This site has never used that beacon chain');
      return {
        data: { ...local, source: 'local', roundUrl: `${app.config.publicUrl}/api/v1/beacon/public/{round}` },
      };
    },
  );

  app.get<{ Params: { round: string } }>(
    '/beacon/public/:round',
    { schema: { params: roundParams }, preHandler: app.readLimit },
    async (req): Promise<BeaconRound> => {
      if (beacon.source !== 'local')
        throw notFound('not_local', 'This site uses drand: read rounds from a drand mirror');
      const r = await beacon.fetchRound(Number(req.params.round));
      if (!r) throw new AppError(425, 'round_not_published', 'This round is not published yet');
      return r;
    },
  );
}
