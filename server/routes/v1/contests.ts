/**
 * /api/v1/event/race/* and /api/v1/event/giveaway/*: wager races and giveaways (issue 13). Validation only; the
 * rules live in server/services/events (races.ts, giveaways.ts, giveaway-draw.ts).
 */
import {
  GiveawayAnswer,
  GiveawayExtraRequest,
  GiveawayJoinRequest,
  GiveawayListAnswer,
  GiveawayResultAnswer,
  GiveawayResultQuery,
  RaceCurrentAnswer,
  RaceHistoryAnswer,
  RaceHistoryQuery,
  type Giveaway,
} from '../../../src/protocol/contests';
import type { Static, TSchema } from 'typebox';
import { NoFields } from '../../../src/protocol/fields';
import { requireUser } from '../../plugins/auth';
import { giveawayList } from '../../services/events/giveaway-list';
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
import { assertNoHold } from '../../services/admin/holds';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'contests';

/** Registers the wager race and giveaway routes. */
export async function contestRoutes(app: ApiApp): Promise<void> {
  const writeLimit = app.rateLimit({ name: 'giveaway', key: 'user', ...app.config.rateLimits.open });

  app.get(
    '/event/race/current',
    {
      schema: {
        ...doc(tag, "The running daily and weekly wager races; signed in, the caller's standing"),
        querystring: NoFields,
        response: answerSchema(RaceCurrentAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      const now = Date.now();
      return { data: { ...(await currentRaces(app.db, app.contests.raceLengths, req.userId, now)), now } };
    },
  );

  app.get(
    '/event/race/history',
    {
      schema: {
        ...doc(tag, 'Settled wager races, newest first, page by page'),
        querystring: RaceHistoryQuery,
        response: answerSchema(RaceHistoryAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({
      data: await raceHistory(app.db.kysely, req.query.kind, req.query.cursor),
    }),
  );

  app.get(
    '/event/giveaway/list',
    {
      schema: {
        ...doc(tag, 'The open giveaways, then the last drawn ones'),
        querystring: NoFields,
        response: answerSchema(GiveawayListAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({
      data: await giveawayList(app.db, app.beacon, app.contests.giveawayLengths, req.userId, Date.now()),
    }),
  );

  // Joining and buying extra entries differ only in their body and service call: both are signed-in writes a
  // self-banned player may not make, answered with the giveaway as it then stands.
  const giveawayWrite = <B extends TSchema>(
    path: string,
    summary: string,
    body: B,
    act: (userId: string, body: Static<B>, now: number) => Promise<Giveaway>,
  ) =>
    app.post(
      path,
      {
        schema: { ...doc(tag, summary, { signedIn: true }), body, response: answerSchema(GiveawayAnswer) },
        preHandler: writeLimit,
      },
      async (req) => {
        const userId = requireUser(req);
        const now = Date.now();
        await assertNotSelfBanned(app.db, userId, now);
        await assertNoHold(app.db, userId, 'play');
        // Fastify types the body of a schema still generic here as unknown; the schema validated it as Static<B>.
        return { data: { giveaway: await act(userId, req.body as Static<B>, now) } };
      },
    );
  giveawayWrite(
    '/event/giveaway/join',
    'Enters a giveaway with one free entry',
    GiveawayJoinRequest,
    (u, b, now) => joinGiveaway(app.db, u, b.giveawayID, now),
  );
  giveawayWrite(
    '/event/giveaway/extra',
    'Buys extra entries in an entered giveaway for points',
    GiveawayExtraRequest,
    (u, b, now) => buyExtraEntries(app.db, u, b, now),
  );

  app.get(
    '/event/giveaway/result',
    {
      schema: {
        ...doc(tag, 'One giveaway and, once drawn, its draw for verification', {
          description:
            'The draw is provably fair: its beacon round was announced when the giveaway was created, the client ' +
            'seed is SHA256(giveawayID:beaconRandomness), and winner k is roll(serverSeed, clientSeed, 1, `draw:k`) ' +
            "over the entrants' ranges (FAIRNESS.md, giveaway draws). Check the round's signature against the " +
            'chain, the server seed against its hash, then recompute every winner; /provably-fair does it.',
        }),
        querystring: GiveawayResultQuery,
        response: answerSchema(GiveawayResultAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
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
