/**
 * Logger options of the Fastify app (pino). Session tokens travel in a few URLs (the sign-in callbacks, the
 * websocket's `?token=`) and in Authorization headers; none of them may reach a log line at any level.
 */
import type { FastifyRequest } from 'fastify';
import { ConfigError } from './config';

/** Paths whose whole query string is left out of logs: sign-in callbacks (server and client) and the websocket. */
const SECRET_QUERY_PATHS = [
  /^\/api\/v1\/auth\/steam\/callback$/,
  /^(\/[A-Za-z]{2}(-[A-Za-z]{2})?)?\/auth\/callback\/?$/,
  /^\/ws\/?$/,
];
/** Query parameters whose value is left out of logs wherever they appear. */
const SECRET_PARAMS = /^(token|access_token|id_token|code|state|openid\.sig|openid\.response_nonce)$/i;

/** Header and field paths pino replaces with "[redacted]" in any object logged. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers.location',
  'authorization',
  'token',
];

/** A URL (path and query) safe to log: secret query strings dropped, secret parameters blanked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (SECRET_QUERY_PATHS.some((re) => re.test(path))) return `${path}?[redacted]`;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let name = eq < 0 ? pair : pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name is compared as it came
      }
      return eq >= 0 && SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${path}?${parts.join('&')}`;
}

/** The request as logged: Fastify's default fields with the URL redacted; headers are never included. */
function serializeReq(req: FastifyRequest | Record<string, unknown>): Record<string, unknown> {
  // Something else logged under `req` (a plain object) keeps only its method and a redacted URL.
  if (!req || typeof req !== 'object' || typeof req.url !== 'string' || !('raw' in req)) {
    const r = (req ?? {}) as Record<string, unknown>;
    return {
      method: typeof r.method === 'string' ? r.method : undefined,
      url: typeof r.url === 'string' ? redactUrl(r.url) : undefined,
    };
  }
  const fr = req as FastifyRequest;
  return {
    method: fr.method,
    url: redactUrl(fr.url),
    version: fr.headers?.['accept-version'],
    host: fr.host,
    remoteAddress: fr.ip,
    remotePort: fr.socket?.remotePort,
  };
}

/** How log lines are written: one JSON object a line, or pino-pretty's readable lines (colours, local time). */
export type LogFormat = 'json' | 'pretty';

/**
 * The log format of the server process: `LOG_FORMAT=json|pretty` when set, otherwise pretty on a terminal
 * (a newcomer's `npm start`) and JSON when stdout is a pipe or a file (a log collector, a service manager).
 */
export function chooseLogFormat(stdoutIsTTY: boolean, env: NodeJS.ProcessEnv = process.env): LogFormat {
  const wanted = env.LOG_FORMAT?.trim().toLowerCase();
  if (wanted === 'json' || wanted === 'pretty') return wanted;
  if (wanted)
    throw new ConfigError(`LOG_FORMAT must be json or pretty (got ${JSON.stringify(env.LOG_FORMAT)})`);
  return stdoutIsTTY ? 'pretty' : 'json';
}

/**
 * Options for Fastify's `logger`: the level plus the redacting serializers, and for `pretty` the pino-pretty
 * transport. Redaction and serializers run in this thread before a line reaches the transport's worker, so a
 * pretty line hides the same secrets as a JSON one.
 */
export function loggerOptions(level: string, format: LogFormat = 'json') {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeReq },
  };
  if (format === 'json') return options;
  return {
    ...options,
    transport: {
      // Loaded by name in pino's worker thread, so it resolves from node_modules next to dist/ too.
      target: 'pino-pretty',
      options: {
        // The worker's own stdout is no terminal, so colour is decided here; NO_COLOR is honoured.
        colorize: !process.env.NO_COLOR,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        singleLine: true,
      },
    },
  };
}
