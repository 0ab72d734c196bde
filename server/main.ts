/** Process entry: read config, build the app, listen, and drain cleanly on SIGINT/SIGTERM (exit 0). */
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { isConnectionError } from './db/connection-errors';
import { buildApp } from './app';
import { chooseLogFormat, loggerOptions, type LogFormat } from './log';
import { MailCatcher } from './services/mail/catcher';

/** How long a drain waits for requests in flight before cutting their connections. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  let logFormat: LogFormat;
  try {
    config = loadConfig();
    logFormat = chooseLogFormat(process.stdout.isTTY === true);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`CaseArena cannot start: ${err.message}\n`);
    process.exit(1);
  }
  const mailCatcher = await startMailCatcher(config);
  const app = await buildApp({ config, logger: loggerOptions(config.logLevel, logFormat), mailCatcher });
  if (mailCatcher) {
    app.log.info(
      { port: mailCatcher.port },
      'demo mail catcher: mails are kept here, read them at /dev/mail',
    );
    app.addHook('onClose', async () => mailCatcher.stop());
  }
  surviveLostConnections(app.log);
  await app.listen({ port: config.port, host: config.host });
  const shown =
    config.host === '0.0.0.0' ? `http://localhost:${config.port}` : `http://${config.host}:${config.port}`;
  app.log.info(`CaseArena is ready at ${shown}`);
  process.stdout.write(`\n  CaseArena is running at ${shown}  (Ctrl-C to stop)\n\n`);

  let stopping = false;
  // Graceful drain: readiness fails at once; closing the app refuses new requests (503) and connections, sends
  // every websocket the `disconnected` message and closes it with 1001 (clients reconnect elsewhere), stops the
  // battles and schedulers (their leases handed over), waits for the requests in flight, then closes the database.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.drain.start();
    app.log.info({ signal }, 'draining: finishing what is in flight, then exiting');
    // Requests still running after DRAIN_MS are cut so the rest of the shutdown (database, Redis) still happens.
    const cut = setTimeout(() => {
      app.log.warn('draining: requests still in flight; closing their connections');
      app.server.closeAllConnections();
    }, DRAIN_MS);
    cut.unref();
    const timer = setTimeout(() => process.exit(1), DRAIN_MS + 5_000);
    timer.unref();
    try {
      await app.close();
      app.log.info('drained; bye');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Demo mode's mail catcher (no SMTP_URL): a local SMTP server on MAIL_CATCHER_PORT. A port already taken (another
 * process of this site, or another program) leaves this process without one: its mails then go to whoever listens.
 */
async function startMailCatcher(config: Config): Promise<MailCatcher | null> {
  if (!config.mail.catcher || config.mail.smtpUrl) return null;
  const catcher = new MailCatcher();
  try {
    await catcher.start(config.mail.catcherPort);
    return catcher;
  } catch (err) {
    process.stderr.write(`mail catcher not started on port ${config.mail.catcherPort}: ${String(err)}\n`);
    return null;
  }
}

/**
 * The last net under a lost database or Redis connection: a failure of that kind that nothing caught (a background
 * task's promise, a client's `error` event) is logged and the process goes on; the pools reconnect and the loops
 * try again on their next tick. Anything else still ends the process, as Node would.
 */
function surviveLostConnections(log: FastifyBaseLogger): void {
  const onFailure = (kind: string) => (err: unknown) => {
    if (isConnectionError(err)) {
      log.warn({ err }, `${kind}: database or redis connection lost; carrying on`);
      return;
    }
    log.fatal({ err }, kind);
    process.exit(1);
  };
  process.on('unhandledRejection', onFailure('unhandled rejection'));
  process.on('uncaughtException', onFailure('uncaught exception'));
}

main().catch((err: unknown) => {
  process.stderr.write(`CaseArena failed to start: ${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
