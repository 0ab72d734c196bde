/** /api/v1/battle/*: case battles (create, join, leave, bots, templates, viewers, list, detail). */
import { createHash } from 'node:crypto';
import { NO_PAGE } from '../../plugins/security';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import type { BattleSpec } from '../../services/battles/create';
import {
  BattleDetailAnswer,
  BattleListAnswer,
  BattleRef,
  BattleTemplateListAnswer,
  BattleView,
  CreateBattleRequest,
  RecreateBattleRequest,
  SeatRequest,
  TemplateDeleted,
  TemplateRef,
  TemplateSaved,
  ViewerCount,
  ViewersAnswer,
  WatchRequest,
} from '../../../src/protocol/battle';
import { answerSchema, doc, sendJsonText, type ApiApp } from '../typebox';

const tag = 'battle';

// A viewer is a user, or an anonymous browser told apart by address and user agent.
function viewerKey(req: FastifyRequest): string {
  if (req.userId) return `u:${req.userId}`;
  const ua = String(req.headers['user-agent'] ?? '').slice(0, 256);
  return `a:${createHash('sha256').update(`${req.ip}|${ua}`).digest('hex').slice(0, 24)}`;
}

/** Registers the battle routes (the service is `app.battles`). */
export async function battleRoutes(app: ApiApp): Promise<void> {
  const b = app.battles;
  const act = app.rateLimit({ name: 'battle-act', key: 'user', max: 120, perMs: 60_000 });
  const watch = app.rateLimit({ name: 'battle-watch', key: 'ip', max: 240, perMs: 60_000 });

  app.post(
    '/battle/create',
    {
      schema: {
        ...doc(tag, 'Creates a battle and seats its creator in slot 1 (pays the entry)', { signedIn: true }),
        body: CreateBattleRequest,
        response: answerSchema(BattleView),
      },
      preHandler: act,
    },
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
      // A private battle is announced to nobody, but its creator's list shows it and the counts include it.
      app.lobby.battleChanged(battle.id);
      app.lobby.statsChanged();
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
  const seatSummaries: Record<string, string> = {
    '/battle/join': 'Takes a seat (pays the entry)',
    '/battle/leave': 'Leaves a seat before the battle fills (refunds the entry)',
    '/battle/bot': "Seats a bot in a free slot of the caller's battle",
  };
  for (const [path, action] of seatActions) {
    app.post(
      path,
      {
        schema: {
          ...doc(tag, seatSummaries[path], { signedIn: true }),
          body: SeatRequest,
          response: answerSchema(BattleView),
        },
        preHandler: act,
      },
      async (req) => {
        const userId = requireUser(req);
        return { data: await action(userId, req.body.battleID, req.body.slot, req.body.invite) };
      },
    );
  }

  app.post(
    '/battle/template/save',
    {
      schema: {
        ...doc(tag, "Saves a battle's setup as a template", { signedIn: true }),
        body: BattleRef,
        response: answerSchema(TemplateSaved),
      },
      preHandler: act,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: { templateID: await b.saveTemplate(userId, req.body.battleID) } };
    },
  );

  app.get(
    '/battle/template/list',
    {
      schema: {
        ...doc(tag, "The caller's saved setups, newest first", { signedIn: true }),
        response: answerSchema(BattleTemplateListAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({
      data: { list: await b.listTemplates(requireUser(req)) },
    }),
  );

  app.post(
    '/battle/template/delete',
    {
      schema: {
        ...doc(tag, 'Deletes a saved template', { signedIn: true }),
        body: TemplateRef,
        response: answerSchema(TemplateDeleted),
      },
      preHandler: act,
    },
    async (req) => {
      const userId = requireUser(req);
      await b.deleteTemplate(userId, req.body.templateID);
      return { data: { templateID: req.body.templateID, deleted: true } };
    },
  );

  app.post(
    '/battle/recreate',
    {
      schema: {
        ...doc(tag, 'Creates a battle like a saved template or an earlier battle', { signedIn: true }),
        body: RecreateBattleRequest,
        response: answerSchema(BattleView),
      },
      preHandler: act,
    },
    async (req) => {
      const userId = requireUser(req);
      const battle = await b.recreate(userId, {
        templateId: req.body.templateID,
        battleId: req.body.battleID,
      });
      app.lobby.battleChanged(battle.id);
      app.lobby.statsChanged();
      return { data: battle };
    },
  );

  app.post(
    '/battle/viewer/join',
    {
      schema: {
        ...doc(tag, 'Counts the caller as watching a battle'),
        body: WatchRequest,
        response: answerSchema(ViewerCount),
      },
      preHandler: watch,
    },
    async (req) => {
      const { battleID, invite } = req.body;
      return { data: { viewerCount: await b.viewerJoin(battleID, viewerKey(req), req.userId, invite) } };
    },
  );

  app.post(
    '/battle/viewer/leave',
    {
      schema: {
        ...doc(tag, 'Stops counting the caller as watching'),
        body: WatchRequest,
        response: answerSchema(ViewerCount),
      },
      preHandler: watch,
    },
    async (req) => {
      const { battleID, invite } = req.body;
      return {
        data: { viewerCount: await b.viewerLeave(battleID, viewerKey(req), req.userId, invite) },
      };
    },
  );

  app.get(
    '/battle/viewers',
    {
      schema: {
        ...doc(tag, "A battle's viewers: the signed-in ones listed, the anonymous ones counted"),
        querystring: WatchRequest,
        response: answerSchema(ViewersAnswer),
      },
    },
    async (req) => {
      return { data: await b.viewersOf(req.query.battleID, req.userId, req.query.invite) };
    },
  );

  // Answered from the in-memory lobby (server/services/lobby), the same bytes the database query below would give;
  // the query answers until the lobby is filled, or when it cannot be brought up to date.
  const listSchema = {
    ...doc(tag, "Public battles and the caller's private ones, running first, newest first"),
    response: answerSchema(BattleListAnswer),
  };
  app.get(
    '/battle/list',
    { schema: listSchema, preHandler: app.readLimit, ...NO_PAGE },
    async (req, reply) => {
      const lobby = app.lobby.battles;
      if (lobby.ready) {
        try {
          await lobby.settle();
          return sendJsonText(reply, lobby.bytes(req.userId, b.deps.clock.now()));
        } catch (err) {
          req.log.warn({ err }, 'lobby list not up to date; answering from the database');
        }
      }
      return { data: { list: await b.list(req.userId) } };
    },
  );

  app.get(
    '/battle/detail',
    {
      schema: {
        ...doc(tag, 'One battle, with what verifies it', {
          description:
            'The proof of a battle: before it plays, serverSeedHash commits to the server seed; once finished, ' +
            'serverSeed is revealed and every roll can be recomputed from it, the client seed (version 2: mixed with ' +
            'the beacon round, GET /beacon/info), the nonce and the round and slot cursor, as FAIRNESS.md describes ' +
            'and /provably-fair does in the browser.',
        }),
        querystring: WatchRequest,
        response: answerSchema(BattleDetailAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      // A private battle answers 404 to anyone not seated in it and without its invite token, as a missing one.
      const battle = await b.read(req.query.battleID, req.userId, req.query.invite);
      return { data: { battle, templateID: battle.templateID } };
    },
  );
}
