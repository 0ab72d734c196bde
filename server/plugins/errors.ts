/**
 * Shapes every error as `{error: {code, message}}`; anything a client can send gets a 4xx, never a 500. A lost
 * database or Redis connection is a 503 `unavailable` with Retry-After.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isConnectionError } from '../db/connection-errors';
import { AppError } from '../errors';

/** Seconds a client is asked to wait when the database or Redis cannot be reached (the pool reconnects meanwhile). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Registers the error and not-found handlers. */
function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ error: { ...err.details, code: err.code, message: err.message } });
    }
    const fe = err;
    if (fe.validation) {
      return reply.status(400).send({ error: { code: 'bad_request', message: fe.message } });
    }
    if (isConnectionError(err)) {
      // The infrastructure's failure, not the request's: a transaction that lost its connection rolled back.
      req.log.warn({ err }, 'database or redis unreachable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({
          error: {
            code: 'unavailable',
            message: 'The service is briefly unavailable, try again in a moment',
          },
        });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (fe.code ?? 'bad_request').toLowerCase().replace(/^fst_err_/, '');
      return reply.status(status).send({ error: { code, message: fe.message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Server internal error' } });
  });
}

/**
 * Fastify's `frameworkErrors` option: router-level failures (bad URL encoding, over-long params) in the same shape,
 * with the security headers (`setHeaders`): no onRequest hook runs before these answers.
 */
export function frameworkErrorHandler(
  setHeaders: (req: IncomingMessage, res: ServerResponse) => void,
): (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => void {
  return (err, req, reply) => {
    setHeaders(req.raw, reply.raw);
    answerFrameworkError(err, reply);
  };
}

function answerFrameworkError(err: FastifyError, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const code = (err.code ?? 'bad_request').toLowerCase().replace(/^fst_err_/, '');
  void reply.status(status).send({ error: { code, message: 'The address is malformed or too long' } });
}

/** The errors plugin: the `{error: {code, message}}` answers of every failure. */
export const errorsPlugin = fp(async (app: FastifyInstance) => registerErrorHandling(app), {
  name: 'errors',
  dependencies: [],
});
