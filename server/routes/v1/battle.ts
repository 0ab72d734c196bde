/** /api/v1/battle/*: case battles (create, join, leave, bots, templates, viewers, list, detail). */
import { createHash } from 'node:crypto';
import { NO_PAGE } from '../../plugins/security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import type { BattleSpec } from '../../services/battles/create';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  BattleDetailAnswer,
  BattleListAnswer,
  BattleTemplateListAnswer,
  BattleView,
  CreateBattleRequest,
  SeatRequest,
  ViewersAnswer,
  WatchRequest,
} from '../../../src/protocol/battle';
import { closedObject } from '../schema';
import { INVITE_MAX } from '../../services/battles/access';

const JSON_TYPE = 'application/json; charset=utf-8';
const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const SLOT = { type: 'integer', minimum: 1, maximum: 4 } as const;

const createBody = {
  type: 'object',
  required: ['cases', 'type'],
  additionalProperties: false,
  properties: {
    cases: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['caseID', 'quantity'],
        additionalProperties: false,
        properties: { caseID: ID, quantity: { type: 'integer', minimum: 1, maximum: 50 } },
      },
    },
    type: { type: 'string', enum: ['single', 'team'] },
    players: { type: 'integer', enum: [2, 3, 4] },
    mode: { type: 'string', enum: ['default', 'crazy', 'sharing'] },
    isPublic: { type: 'boolean' },
    // As for case openings: a retried create with the same key answers the first battle and pays once.
    idempotencyKey: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' },
  },
} as const;

// A private battle's invite token (its link's `invite`); 128 random bits in base64url.
const INVITE = { type: 'string', minLength: 1, maxLength: INVITE_MAX, pattern: '^[A-Za-z0-9_-]+$' } as const;
const seatBody = closedObject({ battleID: ID, slot: SLOT, invite: INVITE }, ['battleID', 'slot']);
const battleBody = closedObject({ battleID: ID }, ['battleID']);
const watchBody = closedObject({ battleID: ID, invite: INVITE }, ['battleID']);
const battleQuery = watchBody;
const templateBody = closedObject({ templateID: ID }, ['templateID']);
const recreateBody = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: { templateID: ID, battleID: ID },
} as const;

// A viewer is a user, or an anonymous browser told apart by address and user agent.
function viewerKey(req: FastifyRequest): string {
  if (req.userId) return `u:${req.userId}`;
  const ua = String(req.headers['user-agent'] ?? '').slice(0, 256);
  return `a:${createHash('sha256').update(`${req.ip}|${ua}`).digest('hex').slice(0, 24)}`;
}

/** Registers the battle routes (the service is `app.battles`). */
export async function battleRoutes(app: FastifyInstance): Promise<void> {
  const b = app.battles;
  const act = app.rateLimit({ name: 'battle-act', key: 'user', max: 120, perMs: 60_000 });
  const watch = app.rateLimit({ name: 'battle-watch', key: 'ip', max: 240, perMs: 60_000 });

  app.post<{ Body: CreateBattleRequest }>(
    '/battle/create',
    { schema: { body: createBody }, preHandler: act },
    async (req) => {
      const userId = requireUser(req);
      const body = req.body;
      const spec: BattleSpec = {
        cases: body.cases.map((c) => ({ caseId: c.caseID, quantity: c.quantity })),
        type: body.type,
        players: body.type === 'team' ? 4 : (body.players ?? 2),
        mode: body.mode ?? 'default',
        isPublic: body.isPublic ?? true,
      };
      const battle = await b.create(userId, spec, null, body.idempotencyKey);
      return { data: battle };
    },
  );

  // Taking a seat, leaving it and seating a bot share one body and one shape of handler.
  const seatActions: [
    string,
    (userId: string, battleId: string, slot: number, invite?: string) => Promise<BattleView>,
  ][] = [
    ['/battle/join', (u, id, slot, invite) => b.join(u, id, slot, invite)],
    ['/battle/leave', (u, id, slot) => b.leave(u, id, slot)],
    ['/battle/bot', (u, id, slot) => b.addBot(u, id, slot)],
  ];
  for (const [path, action] of seatActions) {
    app.post<{ Body: SeatRequest }>(
      path,
      { schema: { body: seatBody }, preHandler: act },
      async (req): Promise<ApiAnswer<BattleView>> => {
        const userId = requireUser(req);
        return { data: await action(userId, req.body.battleID, req.body.slot, req.body.invite) };
      },
    );
  }

  app.post<{ Body: { battleID: string } }>(
    '/battle/template/save',
    { schema: { body: battleBody }, preHandler: act },
    async (req) => {
      const userId = requireUser(req);
      return { data: { templateID: await b.saveTemplate(userId, req.body.battleID) } };
    },
  );

  app.get(
    '/battle/template/list',
    { preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<BattleTemplateListAnswer>> => ({
      data: { list: await b.listTemplates(requireUser(req)) },
    }),
  );

  app.post<{ Body: { templateID: string } }>(
    '/battle/template/delete',
    { schema: { body: templateBody }, preHandler: act },
    async (req) => {
      const userId = requireUser(req);
      await b.deleteTemplate(userId, req.body.templateID);
      return { data: { templateID: req.body.templateID, deleted: true } };
    },
  );

  app.post<{ Body: { templateID?: string; battleID?: string } }>(
    '/battle/recreate',
    { schema: { body: recreateBody }, preHandler: act },
    async (req) => {
      const userId = requireUser(req);
      const battle = await b.recreate(userId, {
        templateId: req.body.templateID,
        battleId: req.body.battleID,
      });
      return { data: battle };
    },
  );

  app.post<{ Body: WatchRequest }>(
    '/battle/viewer/join',
    { schema: { body: watchBody }, preHandler: watch },
    async (req) => {
      const { battleID, invite } = req.body;
      return { data: { viewerCount: await b.viewerJoin(battleID, viewerKey(req), req.userId, invite) } };
    },
  );

  app.post<{ Body: WatchRequest }>(
    '/battle/viewer/leave',
    { schema: { body: watchBody }, preHandler: watch },
    async (req) => {
      const { battleID, invite } = req.body;
      return {
        data: { viewerCount: await b.viewerLeave(battleID, viewerKey(req), req.userId, invite) },
      };
    },
  );

  app.get<{ Querystring: WatchRequest }>(
    '/battle/viewers',
    { schema: { querystring: battleQuery } },
    async (req): Promise<ApiAnswer<ViewersAnswer>> => {
      return { data: await b.viewersOf(req.query.battleID, req.userId, req.query.invite) };
    },
  );

  // Answered from the in-memory lobby (server/services/lobby), the same bytes the database query below would give;
  // the query answers until the lobby is filled, or when it cannot be brought up to date.
  app.get('/battle/list', { preHandler: app.readLimit, ...NO_PAGE }, async (req, reply) => {
    const lobby = app.lobby.battles;
    if (lobby.ready) {
      try {
        await lobby.settle();
        return reply.type(JSON_TYPE).send(lobby.bytes(req.userId, b.deps.clock.now()));
      } catch (err) {
        req.log.warn({ err }, 'lobby list not up to date; answering from the database');
      }
    }
    const answer: ApiAnswer<BattleListAnswer> = { data: { list: await b.list(req.userId) } };
    return answer;
  });

  app.get<{ Querystring: WatchRequest }>(
    '/battle/detail',
    { schema: { querystring: battleQuery }, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<BattleDetailAnswer>> => {
      // A private battle answers 404 to anyone not seated in it and without its invite token, as a missing one.
      const battle = await b.read(req.query.battleID, req.userId, req.query.invite);
      return { data: { battle, templateID: battle.templateID } };
    },
  );
}
