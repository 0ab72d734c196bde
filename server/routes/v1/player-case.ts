/**
 * /api/v1/case (player-made cases): POST /case/create, GET /case/community (public, ranked), GET /case/mine and
 * GET /case/art-preview (the generator's live look at the art a name and rarity will get).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import {
  COMMUNITY_PERIODS,
  PLAYER_CASE_MAX_ITEMS,
  type CommunityCasesAnswer,
  type CommunityPeriod,
  type CreateCaseRequest,
  type MyPlayerCasesAnswer,
  type PlayerCaseDetail,
} from '../../../src/protocol/player-case';
import { requireUser } from '../../plugins/auth';
import { renderCaseSvg } from '../../services/art/render';
import { createPlayerCase } from '../../services/player-cases/create';
import { communityCases, myPlayerCases } from '../../services/player-cases/lists';
import { caseTheme } from '../../services/player-cases/theme';
import { closedObject } from '../schema';
import { NO_CONTROL_CHARS_PATTERN } from '../../../src/domain/text';

// Shapes only: every rule (counts, sums, names, visibility) answers its own code from the service.
const createSchema = {
  body: closedObject(
    {
      name: { type: 'string', maxLength: 200 },
      items: {
        type: 'array',
        // Room past the 20-item rule, so 21 items get the rule's own answer, not a shape error.
        maxItems: PLAYER_CASE_MAX_ITEMS * 3,
        items: closedObject(
          {
            itemID: { type: 'string', minLength: 1, maxLength: 96, pattern: '^[A-Za-z0-9_-]+$' },
            chance: { type: 'integer' },
          },
          ['itemID', 'chance'],
        ),
      },
      visibility: { type: 'string', maxLength: 16 },
    },
    ['name', 'items', 'visibility'],
  ),
} as const;

const communitySchema = {
  querystring: closedObject(
    {
      period: { type: 'string', enum: COMMUNITY_PERIODS },
      // No control characters: PostgreSQL refuses a NUL byte in text.
      q: { type: 'string', maxLength: 64, pattern: NO_CONTROL_CHARS_PATTERN },
      cursor: { type: 'string', maxLength: 6, pattern: '^[0-9]*$' },
    },
    [],
  ),
} as const;

const previewSchema = {
  querystring: closedObject(
    {
      name: { type: 'string', maxLength: 64 },
      rarity: { type: 'string', pattern: '^[1-7]$' },
    },
    [],
  ),
} as const;

/** Creations per player per hour. */
const CREATE_LIMIT = { max: 20, perMs: 3_600_000 };

/** Registers the player-case routes. */
export async function playerCaseRoutes(app: FastifyInstance): Promise<void> {
  const createLimit = app.rateLimit({ name: 'case-create', key: 'user', ...CREATE_LIMIT });
  app.post<{ Body: CreateCaseRequest }>(
    '/case/create',
    { schema: createSchema, preHandler: createLimit },
    async (req): Promise<ApiAnswer<{ case: PlayerCaseDetail }>> => {
      const userId = requireUser(req);
      return { data: { case: await createPlayerCase(app.db, userId, req.body, Date.now()) } };
    },
  );

  app.get<{ Querystring: { period?: CommunityPeriod; q?: string; cursor?: string } }>(
    '/case/community',
    { schema: communitySchema, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<CommunityCasesAnswer>> => ({
      data: await communityCases(
        app.db,
        { period: req.query.period ?? 'all', q: req.query.q, cursor: req.query.cursor },
        Date.now(),
      ),
    }),
  );

  app.get(
    '/case/mine',
    { preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<MyPlayerCasesAnswer>> => {
      const userId = requireUser(req);
      return { data: await myPlayerCases(app.db, userId, Date.now()) };
    },
  );

  app.get<{ Querystring: { name?: string; rarity?: string } }>(
    '/case/art-preview',
    { schema: previewSchema, preHandler: app.readLimit },
    async (req, reply) => {
      const svg = renderCaseSvg({
        id: 'preview',
        title: req.query.name ?? '',
        theme: caseTheme([Number(req.query.rarity ?? 7)]),
      });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(svg);
    },
  );
}
