/**
 * /api/admin/v1/liveops: battles (look up, cancel a stuck one), the lobby bots' settings, races and giveaways (create,
 * prize tables, end early), the feast and the marketplace's stock, hunts, and the site banner. Every staff member
 * reads; only admins change anything, each change audited in its own transaction (server/services/liveops).
 */
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../../../services/admin/audit';
import type { AuditHook } from '../../../services/liveops/audit-hook';
import {
  cancelStuckBattle,
  findBattles,
  staffBattle,
  type HealthContext,
} from '../../../services/liveops/battles';
import { bannerCacheOf, createBanner, endBanner, listBanners } from '../../../services/liveops/banner';
import {
  createGiveaway,
  createRace,
  endGiveawayEarly,
  endRaceEarly,
  listGiveaways,
  listRaces,
  setRacePrizes,
} from '../../../services/liveops/contests';
import { adjustStock, endHuntEarly, feastOverview } from '../../../services/liveops/market';
import { botSettings, setBotSettings } from '../../../services/liveops/settings';
import { listHunts } from '../../../services/events/hunts';
import { HuntListAnswer } from '../../../../src/protocol/hunt';
import {
  BannerBody,
  BotSettingsAnswer,
  BotSettingsBody,
  CancelBattleAnswer,
  CancelBattleBody,
  CreatedAnswer,
  CreateGiveawayBody,
  CreateRaceBody,
  EndEarlyBody,
  LiveopsIdParams,
  RacePrizesBody,
  StaffBanner,
  StaffBannerList,
  StaffBattle,
  StaffBattleList,
  StaffBattleQuery,
  StaffFeastAnswer,
  StaffGiveawayList,
  StaffRaceList,
  StockBody,
  type BannerBody as BannerBodyT,
} from '../../../../src/protocol/admin-liveops';
import { Type } from 'typebox';
import { answerSchema, doc } from '../../typebox';
import type { AdminApp } from './admin-app';

const READ = { staffRole: 'staff' } as const;
const WRITE = { staffRole: 'admin' } as const;
const Ok = Type.Object({ ok: Type.Boolean() });

/** Registers the live-ops routes. */
export async function liveopsAdminRoutes(app: AdminApp): Promise<void> {
  const ctx = (): HealthContext => ({
    ttlMs: app.config.battleLease.ttlMs,
    timing: app.battles.deps.timing,
    chain: app.beacon.chain,
  });
  const botDefaults = () => ({ enabled: app.config.bots, pace: 100 });
  // The audit entry of a change, written by the service inside the change's own transaction.
  const auditBy =
    (req: FastifyRequest, now: number): AuditHook =>
    (trx, entry) =>
      appendAudit(trx, req.staff, entry, now);
  const d = (summary: string) => doc('admin', summary, { signedIn: true });

  // ------------------------------------------------------------------ battles
  app.get(
    '/liveops/battles',
    {
      config: READ,
      schema: {
        ...d('Battles by id, player (user id or SteamID64) or state, with their health'),
        querystring: StaffBattleQuery,
        response: answerSchema(StaffBattleList),
      },
    },
    async (req) => {
      const now = Date.now();
      return { data: { list: await findBattles(app.db.kysely, req.query, now, ctx()), now } };
    },
  );

  app.get(
    '/liveops/battles/:id',
    {
      config: READ,
      schema: {
        ...d('One battle with its health'),
        params: LiveopsIdParams,
        response: answerSchema(StaffBattle),
      },
    },
    async (req) => ({ data: await staffBattle(app.db.kysely, req.params.id, Date.now(), ctx()) }),
  );

  app.post(
    '/liveops/battles/:id/cancel',
    {
      config: WRITE,
      schema: {
        ...d(
          'Cancels a stuck (or waiting) battle and refunds every seat once; refuses a finished or healthy one',
        ),
        params: LiveopsIdParams,
        body: CancelBattleBody,
        response: answerSchema(CancelBattleAnswer),
      },
    },
    async (req) => {
      const now = Date.now();
      const id = req.params.id;
      const { refunds } = await cancelStuckBattle(app.db, id, req.body.reason, now, ctx(), auditBy(req, now));
      // Watchers of the battle and the lobby hear it as any cancelled battle (90018 cancelled, 90019).
      await app.battles.announceFinished(id);
      return { data: { battle: await staffBattle(app.db.kysely, id, Date.now(), ctx()), refunds } };
    },
  );

  // ------------------------------------------------------------------ bots
  app.get(
    '/liveops/bots',
    {
      config: READ,
      schema: { ...d('The lobby bots: on/off and pace'), response: answerSchema(BotSettingsAnswer) },
    },
    async () => {
      const s = await botSettings(app.db.kysely, botDefaults());
      return { data: { enabled: s.enabled, pace: s.pace, stored: s.stored, defaults: botDefaults() } };
    },
  );

  app.put(
    '/liveops/bots',
    {
      config: WRITE,
      schema: {
        ...d('Turns the lobby bots on or off and sets their pace (every process, no restart)'),
        body: BotSettingsBody,
        response: answerSchema(BotSettingsAnswer),
      },
    },
    async (req) => {
      const now = Date.now();
      const { enabled, pace, reason } = req.body;
      const s = await setBotSettings(
        app.db,
        { enabled, pace },
        botDefaults(),
        { userId: req.staff.userId, reason: reason ?? '' },
        now,
        auditBy(req, now),
      );
      return { data: { ...s, stored: true, defaults: botDefaults() } };
    },
  );

  // ------------------------------------------------------------------ races
  app.get(
    '/liveops/races',
    {
      config: READ,
      schema: { ...d('Races: unsettled, then recent'), response: answerSchema(StaffRaceList) },
    },
    async () => ({ data: { list: await listRaces(app.db), now: Date.now() } }),
  );

  app.post(
    '/liveops/races',
    {
      config: WRITE,
      schema: {
        ...d('Creates a race with its window and prize table'),
        body: CreateRaceBody,
        response: answerSchema(CreatedAnswer),
      },
    },
    async (req) => {
      const now = Date.now();
      return { data: { id: await createRace(app.db, req.body, now, auditBy(req, now)) } };
    },
  );

  app.put(
    '/liveops/races/:id/prizes',
    {
      config: WRITE,
      schema: {
        ...d('Replaces the prize table of a race not settled yet'),
        params: LiveopsIdParams,
        body: RacePrizesBody,
        response: answerSchema(Ok),
      },
    },
    async (req) => {
      const now = Date.now();
      await setRacePrizes(app.db, req.params.id, req.body.prizes, req.body.reason, now, auditBy(req, now));
      return { data: { ok: true } };
    },
  );

  app.post(
    '/liveops/races/:id/end',
    {
      config: WRITE,
      schema: {
        ...d('Ends a race now and settles it once'),
        params: LiveopsIdParams,
        body: EndEarlyBody,
        response: answerSchema(Ok),
      },
    },
    async (req) => {
      const now = Date.now();
      await endRaceEarly(app.db, req.params.id, req.body.reason, now, auditBy(req, now));
      return { data: { ok: true } };
    },
  );

  // ------------------------------------------------------------------ giveaways
  app.get(
    '/liveops/giveaways',
    {
      config: READ,
      schema: { ...d('Giveaways: open, then recent'), response: answerSchema(StaffGiveawayList) },
    },
    async () => {
      const now = Date.now();
      return { data: { list: await listGiveaways(app.db, now), now } };
    },
  );

  app.post(
    '/liveops/giveaways',
    {
      config: WRITE,
      schema: {
        ...d('Creates a giveaway with chosen prizes'),
        body: CreateGiveawayBody,
        response: answerSchema(CreatedAnswer),
      },
    },
    async (req) => {
      const now = Date.now();
      return {
        data: { id: await createGiveaway(app.db, app.beacon.chain, req.body, now, auditBy(req, now)) },
      };
    },
  );

  app.post(
    '/liveops/giveaways/:id/end',
    {
      config: WRITE,
      schema: {
        ...d('Closes a giveaway now; it is drawn once its new beacon round is out'),
        params: LiveopsIdParams,
        body: EndEarlyBody,
        response: answerSchema(Ok),
      },
    },
    async (req) => {
      const now = Date.now();
      await endGiveawayEarly(
        app.db,
        app.beacon.chain,
        req.params.id,
        req.body.reason,
        now,
        auditBy(req, now),
      );
      return { data: { ok: true } };
    },
  );

  // ------------------------------------------------------------------ feast, marketplace, hunts
  app.get(
    '/liveops/feast',
    {
      config: READ,
      schema: {
        ...d('The running feast and the marketplace stock'),
        response: answerSchema(StaffFeastAnswer),
      },
    },
    async () => ({ data: await feastOverview(app.db, Date.now()) }),
  );

  app.post(
    '/liveops/market/:id/stock',
    {
      config: WRITE,
      schema: {
        ...d('Restocks (or takes units from) a marketplace offer'),
        params: LiveopsIdParams,
        body: StockBody,
        response: answerSchema(Type.Object({ stock: Type.Integer(), stockTotal: Type.Integer() })),
      },
    },
    async (req) => {
      const now = Date.now();
      return {
        data: await adjustStock(
          app.db,
          req.params.id,
          req.body.delta,
          req.body.reason,
          now,
          auditBy(req, now),
        ),
      };
    },
  );

  app.get(
    '/liveops/hunts',
    {
      config: READ,
      schema: { ...d('The running hunt and the recent ones'), response: answerSchema(HuntListAnswer) },
    },
    async () => ({ data: await listHunts(app.db, Date.now()) }),
  );

  app.post(
    '/liveops/hunts/:id/end',
    {
      config: WRITE,
      schema: {
        ...d('Ends the running hunt now'),
        params: LiveopsIdParams,
        body: EndEarlyBody,
        response: answerSchema(Ok),
      },
    },
    async (req) => {
      const now = Date.now();
      await endHuntEarly(app.db, req.params.id, req.body.reason, now, auditBy(req, now));
      return { data: { ok: true } };
    },
  );

  // ------------------------------------------------------------------ banner
  app.get(
    '/liveops/banners',
    { config: READ, schema: { ...d('Site banners, newest first'), response: answerSchema(StaffBannerList) } },
    async () => {
      const now = Date.now();
      return { data: { list: await listBanners(app.db.kysely, now), now } };
    },
  );

  app.post(
    '/liveops/banners',
    {
      config: WRITE,
      schema: {
        ...d('Posts a site banner (text per locale, kind, window)'),
        body: BannerBody,
        response: answerSchema(StaffBanner),
      },
    },
    async (req) => {
      const now = Date.now();
      const b = await createBanner(app.db, req.body as BannerBodyT, req.staff.userId, now, auditBy(req, now));
      bannerCacheOf(app.db).clear();
      return { data: b };
    },
  );

  app.post(
    '/liveops/banners/:id/end',
    {
      config: WRITE,
      schema: {
        ...d('Takes a site banner down now'),
        params: LiveopsIdParams,
        body: Type.Object(
          { reason: Type.Optional(Type.String({ maxLength: 500 })) },
          { additionalProperties: false },
        ),
        response: answerSchema(Ok),
      },
    },
    async (req) => {
      const now = Date.now();
      await endBanner(app.db, req.params.id, req.body.reason, now, auditBy(req, now));
      bannerCacheOf(app.db).clear();
      return { data: { ok: true } };
    },
  );
}
