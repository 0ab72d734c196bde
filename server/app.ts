/** Builds the Fastify app from plugins. main.ts listens on it; tests build the same app and call app.inject. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyCookie from '@fastify/cookie';
import { proxyTrust, type Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loggerOptions } from './log';
import { authPlugin } from './plugins/auth';
import { battlesPlugin } from './plugins/battles';
import { beaconPlugin } from './plugins/beacon';
import { contestsPlugin } from './plugins/contests';
import { tradesPlugin } from './plugins/trades';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { eventsPlugin } from './plugins/events';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeaderSetter, securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { registerAnswerCheck } from './plugins/answer-check';
import { openApiRoute, registerOpenApi } from './plugins/openapi';
import { demoProviders } from './services/meta/demo-mode';
import { realtimePlugin } from './realtime/plugin';
import { projectionsPlugin } from './realtime/projections/plugin';
import { metaRoutes } from './routes/v1/meta';
import { healthRoutes } from './routes/v1/health';
import { battleRoutes } from './routes/v1/battle';
import { artRoutes } from './routes/v1/art';
import { caseRoutes } from './routes/v1/case';
import { lootRoutes } from './routes/v1/loot';
import { rollRoutes } from './routes/v1/roll';
import { seedCatalog } from './db/seed/seed';
import { lobbyPlugin } from './plugins/lobby';
import { authRoutes } from './routes/v1/auth';
import { avatarRoutes } from './routes/v1/avatar';
import { payRoutes } from './routes/v1/pay';
import { paySandboxRoutes } from './routes/v1/pay-sandbox';
import { userRoutes } from './routes/v1/user';
import { profileHistoryRoutes } from './routes/v1/profile-history';
import { dailyRoutes } from './routes/v1/daily';
import { SandboxProvider, sandboxSecret } from './services/payments/sandbox';
import { beaconRoutes } from './routes/v1/beacon';
import { huntRoutes } from './routes/v1/hunt';
import { eventRoutes } from './routes/v1/event';
import { contestRoutes } from './routes/v1/contests';
import { missionRoutes } from './routes/v1/missions';
import { surveyRoutes } from './routes/v1/survey';
import { supportRoutes } from './routes/v1/support';
import { itemRoutes } from './routes/v1/item';
import { upgradeRoutes } from './routes/v1/upgrade';
import { exchangeRoutes } from './routes/v1/exchange';
import { playerCaseRoutes } from './routes/v1/player-case';
import { tradeRoutes } from './routes/v1/trade';
import { adminRoutes } from './routes/admin/v1/index';

/** What buildApp needs; pass `db` to share an already open database (tests). */
export interface BuildOptions {
  config: Config;
  db?: Db;
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON answer against its response schema (a mismatch answers 500); on by default when NODE_ENV=test. */
  checkAnswers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Opens and migrates the database, then assembles every plugin and route. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    bodyLimit: 256 * 1024,
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors: frameworkErrorHandler(securityHeaderSetter(config)),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  const db =
    opts.db ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      sqlitePath: config.sqlitePath,
      onConnectionError: (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects'),
    });
  await migrateToLatest(db);
  if (config.seedCatalog) await seedCatalog(db);
  // Each plugin names what it needs (fastify-plugin dependencies): registering one before them fails at start.
  await app.register(dbPlugin, { db, ownsDb: !opts.db });
  await app.register(eventsPlugin);
  await app.register(errorsPlugin);
  if (opts.checkAnswers ?? process.env.NODE_ENV === 'test') registerAnswerCheck(app);
  await app.register(securityPlugin);
  // Before every route: the compression plugin attaches to routes as they are added.
  await app.register(compressionPlugin);
  // Cookies carry only the sign-in's browser binding and the local provider's profile list (server/routes/v1/auth.ts).
  await app.register(fastifyCookie);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(projectionsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(beaconPlugin);
  await app.register(battlesPlugin);
  await app.register(lobbyPlugin);
  await app.register(contestsPlugin);
  await app.register(tradesPlugin);
  await registerOpenApi(app, config.publicUrl);

  await app.register(
    async (api) => {
      await openApiRoute(api, app);
      await api.register(metaRoutes);
      await api.register(healthRoutes);
      await api.register(battleRoutes);
      await api.register(beaconRoutes);
      await api.register(huntRoutes);
      await api.register(caseRoutes);
      await api.register(lootRoutes);
      await api.register(rollRoutes);
      await api.register(artRoutes);
      await api.register(authRoutes);
      await api.register(avatarRoutes);
      await api.register(userRoutes);
      await api.register(profileHistoryRoutes);
      await api.register(missionRoutes);
      await api.register(surveyRoutes);
      await api.register(dailyRoutes);
      await api.register(eventRoutes);
      await api.register(contestRoutes);
      await api.register(itemRoutes);
      await api.register(upgradeRoutes);
      await api.register(exchangeRoutes);
      await api.register(playerCaseRoutes);
      await api.register(tradeRoutes);
      await api.register(supportRoutes);
      // The sandbox credits money for free: it takes orders and webhooks only while PAYMENT_SANDBOX is on.
      const sandbox = config.paymentSandbox
        ? new SandboxProvider(config.publicUrl, sandboxSecret(config))
        : null;
      await api.register(payRoutes, { providers: sandbox ? [sandbox] : [] });
      if (sandbox) await api.register(paySandboxRoutes, { provider: sandbox });
    },
    { prefix: '/api/v1' },
  );
  // The back office: staff only, behind its guard (roles, second factor); every action lands in the audit log.
  await app.register(adminRoutes, { prefix: '/api/admin/v1' });

  await app.register(staticPlugin, {
    clientDir: config.clientDir,
    localesDir: config.localesDir,
    demo: demoProviders(config),
  });
  return app;
}
