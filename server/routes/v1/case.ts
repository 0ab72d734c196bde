/** /api/v1/case: case list, types, detail with odds rows, a case's top drops, and opening. */
import { Type } from 'typebox';
import { NO_PAGE } from '../../plugins/security';
import {
  CaseDetailAnswer,
  CaseListAnswer,
  CaseTypesAnswer,
  OpenCasesRequest,
  OpeningAnswer,
} from '../../../src/protocol/catalog';
import { Slug } from '../../../src/protocol/fields';
import { Closed } from '../../../src/protocol/typebox';
import {
  CASE_TOP_DROPS_DAYS,
  CASE_TOP_DROPS_LIMIT,
  CaseTopDropsAnswer,
  CaseTopDropsQuery,
} from '../../../src/protocol/case-drops';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { answerSchema, doc, sendJsonText, type ApiApp } from '../typebox';
import { caseDetail, caseListJson, caseTypes, getCase } from '../../services/catalog/catalog';
import { openCases } from '../../services/cases/open';
import { caseTopDrops } from '../../services/loot/case-top-drops';

const tag = 'case';

/** Registers the case routes. */
export async function caseRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/case/list',
    {
      schema: {
        ...doc(tag, 'The active cases, of one type or all, in the catalog order'),
        querystring: Closed({
          type: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$' })),
        }),
        response: answerSchema(CaseListAnswer),
      },
      // No per-request CSP nonces: a JSON answer is never a page (the policy itself is still sent).
      ...NO_PAGE,
    },
    // The catalog changes only when it is seeded: the answer is kept as text per type (services/catalog/catalog.ts).
    async (req, reply) => sendJsonText(reply, await caseListJson(app.db, req.query.type || '')),
  );

  app.get(
    '/case/types',
    {
      schema: {
        ...doc(tag, 'The case types that have active cases'),
        response: answerSchema(CaseTypesAnswer),
      },
    },
    async () => ({ data: { list: await caseTypes(app.db) } }),
  );

  app.get(
    '/case/detail',
    {
      schema: {
        ...doc(tag, 'One case with its odds rows (tickets out of 100000 and their ranges)'),
        querystring: Closed({ caseID: Slug }),
        response: answerSchema(CaseDetailAnswer),
      },
    },
    async (req) => {
      const c = await getCase(app.db, req.query.caseID);
      if (!c) throw notFound('case_not_found', 'No such case');
      return { data: { case: caseDetail(c) } };
    },
  );

  app.get(
    '/case/top-drops',
    {
      schema: {
        ...doc(
          tag,
          `The most valuable drops of one case in the last ${CASE_TOP_DROPS_DAYS} days, dearest first`,
        ),
        querystring: CaseTopDropsQuery,
        response: answerSchema(CaseTopDropsAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      const c = await getCase(app.db, req.query.caseID);
      if (!c) throw notFound('case_not_found', 'No such case');
      const list = await caseTopDrops(
        app.db,
        c.case.id,
        Date.now(),
        CASE_TOP_DROPS_DAYS,
        CASE_TOP_DROPS_LIMIT,
      );
      return { data: { list, days: CASE_TOP_DROPS_DAYS } };
    },
  );

  const openLimit = app.rateLimit({ name: 'open', key: 'user', ...app.config.rateLimits.open });
  app.post(
    '/case/open',
    {
      schema: {
        ...doc(tag, "Opens a case 1 to 5 times with the caller's seed pair", {
          signedIn: true,
          description:
            'Each result is provably fair: roll i comes from the server seed (its hash is in the answer), the client ' +
            'seed, the nonce and the cursor `case:i` (FAIRNESS.md). Rotate the pair (POST /roll/seed/rotate) to ' +
            'reveal the server seed and recompute every roll; /provably-fair does it in the browser.',
        }),
        body: OpenCasesRequest,
        response: answerSchema(OpeningAnswer),
      },
      preHandler: openLimit,
    },
    async (req) => {
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
