/**
 * /api/v1/case (player-made cases): POST /case/create, GET /case/community (public, ranked), GET /case/mine and
 * GET /case/art-preview (the generator's live look at the art a name and rarity will get).
 */
import {
  ArtPreviewQuery,
  CommunityCasesAnswer,
  CommunityCasesQuery,
  CreateCaseAnswer,
  CreateCaseRequest,
  MyPlayerCasesAnswer,
} from '../../../src/protocol/player-case';
import { NoFields } from '../../../src/protocol/fields';
import { requireUser } from '../../plugins/auth';
import { renderCaseSvg } from '../../services/art/render';
import { createPlayerCase } from '../../services/player-cases/create';
import { communityCases, myPlayerCases } from '../../services/player-cases/lists';
import { caseTheme } from '../../services/player-cases/theme';
import { answerSchema, doc, fileSchema, type ApiApp } from '../typebox';

const tag = 'player-case';

/** Creations per player per hour. */
const CREATE_LIMIT = { max: 20, perMs: 3_600_000 };

/** Registers the player-case routes. */
export async function playerCaseRoutes(app: ApiApp): Promise<void> {
  const createLimit = app.rateLimit({ name: 'case-create', key: 'user', ...CREATE_LIMIT });
  app.post(
    '/case/create',
    {
      schema: {
        ...doc(tag, 'Creates a player case from 2 to 20 catalog items, priced for a 90% return', {
          signedIn: true,
        }),
        body: CreateCaseRequest,
        response: answerSchema(CreateCaseAnswer),
      },
      preHandler: createLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: { case: await createPlayerCase(app.db, userId, req.body, Date.now()) } };
    },
  );

  app.get(
    '/case/community',
    {
      schema: {
        ...doc(tag, 'Public player cases ranked by openings (all time or 24 h), searchable, page by page'),
        querystring: CommunityCasesQuery,
        response: answerSchema(CommunityCasesAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({
      data: await communityCases(
        app.db,
        { period: req.query.period ?? 'all', q: req.query.q, cursor: req.query.cursor },
        Date.now(),
      ),
    }),
  );

  app.get(
    '/case/mine',
    {
      schema: {
        ...doc(tag, "The caller's own cases and what they earned", { signedIn: true }),
        querystring: NoFields,
        response: answerSchema(MyPlayerCasesAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await myPlayerCases(app.db, userId, Date.now()) };
    },
  );

  app.get(
    '/case/art-preview',
    {
      schema: {
        ...doc(tag, "The art a case of this name and rarest item would get (the generator's preview)"),
        querystring: ArtPreviewQuery,
        response: fileSchema('image/svg+xml', 'The case art (cached for an hour)'),
      },
      preHandler: app.readLimit,
    },
    async (req, reply) => {
      const svg = renderCaseSvg({
        id: 'preview',
        title: req.query.name ?? '',
        theme: caseTheme([Number(req.query.rarity ?? 7)]),
        items: [],
      });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(svg);
    },
  );
}
