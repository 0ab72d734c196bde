/**
 * /api/v1/event/race/* and /api/v1/event/giveaway/*: wager races and giveaways (issue 13). Validation only; the
 * rules live in server/services/events (races.ts, giveaways.ts, giveaway-draw.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  GiveawayAnswer,
  GiveawayExtraRequest,
  GiveawayJoinRequest,
  GiveawayListAnswer,
  GiveawayResultAnswer,
  RaceCurrentAnswer,
  RaceHistoryAnswer,
  RaceKind,
} from '../../../src/protocol/event';
import { requireUser } from '../../plugins/auth';
import { ensureGiveaways } from '../../services/events/giveaway-draw';
import {
  buyExtraEntries,
  drawView,
  giveawayOr404,
  giveawayView,
  joinGiveaway,
} from '../../services/events/giveaways';
import { raceHistory } from '../../services/events/race-board';
import { currentRaces } from '../../services/events/races';
import { assertNotSelfBanned } from '../../services/users/restrictions';

/** Recent drawn giveaways the list shows. */
const RECENT = 6;
const idSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

const historySchema = {
  querystring: {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['daily', 'weekly'] },
      cursor: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' },
    },
    additionalProperties: false,
  },
} as const;
const joinSchema = {
  body: {
    type: 'object',
    required: ['giveawayID'],
    properties: { giveawayID: idSchema },
    additionalProperties: false,
  },
} as const;
const extraSchema = {
  body: {
    type: 'object',
    required: ['giveawayID', 'quantity', 'idempotencyKey'],
    properties: {
      giveawayID: idSchema,
      quantity: { type: 'integer', minimum: 1, maximum: 100 },
      idempotencyKey: idSchema,
    },
    additionalProperties: false,
  },
} as const;
const resultSchema = {
  querystring: {
    type: 'object',
    required: ['giveawayID'],
    properties: { giveawayID: idSchema },
    additionalProperties: false,
  },
} as const;

/** Registers the wager race and giveaway routes. */
export async function contestRoutes(app: FastifyInstance): Promise<void> {
  const writeLimit = app.rateLimit({ name: 'giveaway', key: 'user', ...app.config.rateLimits.open });

  app.get(
    '/event/race/current',
    { preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<RaceCurrentAnswer>> => {
      const now = Date.now();
      return { data: { ...(await currentRaces(app.db, app.contests.raceLengths, req.userId, now)), now } };
    },
  );

  app.get<{ Querystring: { kind?: RaceKind; cursor?: string } }>(
    '/event/race/history',
    { schema: historySchema, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<RaceHistoryAnswer>> => ({
      data: await raceHistory(app.db.kysely, req.query.kind, req.query.cursor),
    }),
  );

  app.get(
    '/event/giveaway/list',
    { preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<GiveawayListAnswer>> => {
      const now = Date.now();
      const q = app.db.kysely;
      await ensureGiveaways(app.db, app.beacon, app.contests.giveawayLengths, now);
      const open = await q
        .selectFrom('giveaways')
        .selectAll()
        .where('drawn_at', 'is', null)
        .orderBy('ends_at')
        .execute();
      const drawn = await q
        .selectFrom('giveaways')
        .selectAll()
        .where('drawn_at', 'is not', null)
        .orderBy('drawn_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT)
        .execute();
      const view = (rows: typeof open) => Promise.all(rows.map((g) => giveawayView(q, g, req.userId, now)));
      return { data: { list: await view(open), recent: await view(drawn), now } };
    },
  );

  app.post<{ Body: GiveawayJoinRequest }>(
    '/event/giveaway/join',
    { schema: joinSchema, preHandler: writeLimit },
    async (req): Promise<ApiAnswer<GiveawayAnswer>> => {
      const userId = requireUser(req);
      const now = Date.now();
      await assertNotSelfBanned(app.db, userId, now);
      return { data: { giveaway: await joinGiveaway(app.db, userId, req.body.giveawayID, now) } };
    },
  );

  app.post<{ Body: GiveawayExtraRequest }>(
    '/event/giveaway/extra',
    { schema: extraSchema, preHandler: writeLimit },
    async (req): Promise<ApiAnswer<GiveawayAnswer>> => {
      const userId = requireUser(req);
      const now = Date.now();
      await assertNotSelfBanned(app.db, userId, now);
      return { data: { giveaway: await buyExtraEntries(app.db, userId, req.body, now) } };
    },
  );

  app.get<{ Querystring: { giveawayID: string } }>(
    '/event/giveaway/result',
    { schema: resultSchema, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<GiveawayResultAnswer>> => {
      const now = Date.now();
      const g = await giveawayOr404(app.db.kysely, req.query.giveawayID);
      return {
        data: {
          giveaway: await giveawayView(app.db.kysely, g, req.userId, now),
          draw: await drawView(app.db.kysely, g),
          now,
        },
      };
    },
  );
}
