/** /api/v1/case: case list, types, detail with odds rows, and opening. */
import { NO_PAGE } from '../../plugins/security';
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  CaseDetail,
  CaseDetailAnswer,
  CaseTypesAnswer,
  OpeningAnswer,
  OpenCasesRequest,
} from '../../../src/protocol/catalog';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { caseIdSchema } from '../schema';
import { caseListJson, caseTypes, getCase } from '../../services/catalog/catalog';
import { MAX_OPEN_COUNT, openCases } from '../../services/cases/open';

const listSchema = {
  querystring: {
    type: 'object',
    properties: { type: { type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' } },
  },
} as const;

const detailSchema = {
  querystring: {
    type: 'object',
    required: ['caseID'],
    properties: { caseID: caseIdSchema },
  },
} as const;

const openSchema = {
  body: {
    type: 'object',
    required: ['caseID'],
    properties: {
      caseID: caseIdSchema,
      count: { type: 'integer', minimum: 1, maximum: MAX_OPEN_COUNT },
      idempotencyKey: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' },
    },
  },
} as const;

/** Registers the case routes. */
export async function caseRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { type?: string } }>(
    '/case/list',
    // No per-request CSP nonces: a JSON answer is never a page (the policy itself is still sent).
    { schema: listSchema, ...NO_PAGE },
    // The catalog changes only when it is seeded: the answer is kept as text per type (services/catalog/catalog.ts).
    async (req, reply) =>
      reply.type('application/json; charset=utf-8').send(await caseListJson(app.db, req.query.type || '')),
  );

  app.get('/case/types', async (): Promise<ApiAnswer<CaseTypesAnswer>> => ({
    data: { list: await caseTypes(app.db) },
  }));

  app.get<{ Querystring: { caseID: string } }>(
    '/case/detail',
    { schema: detailSchema },
    async (req): Promise<ApiAnswer<CaseDetailAnswer>> => {
      const c = await getCase(app.db, req.query.caseID);
      if (!c) throw notFound('case_not_found', 'No such case');
      const rows = c.odds.map((r) => ({
        item: r.item,
        chance: r.chance,
        fixedPrice: r.item.price,
        rangeMin: r.rangeMin,
        rangeMax: r.rangeMax,
        chancePercent: r.chancePercent,
      }));
      const detail: CaseDetail = { ...c.case, odds: { rows } };
      return { data: { case: detail } };
    },
  );

  const openLimit = app.rateLimit({ name: 'open', key: 'user', ...app.config.rateLimits.open });
  app.post<{ Body: OpenCasesRequest }>(
    '/case/open',
    { schema: openSchema, preHandler: openLimit },
    async (req): Promise<ApiAnswer<OpeningAnswer>> => {
      const userId = requireUser(req);
      const now = Date.now();
      const opening = await openCases(
        app.db,
        userId,
        { caseId: req.body.caseID, count: req.body.count ?? 1, idempotencyKey: req.body.idempotencyKey },
        now,
      );
      return { data: { opening } };
    },
  );
}
