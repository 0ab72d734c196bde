/** Shapes every error as `{error: {code, message}}`; anything a client can send gets a 4xx, never a 500. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Registers the error and not-found handlers. */
export function registerErrorHandling(app: FastifyInstance): void {
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
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (fe.code ?? 'bad_request').toLowerCase().replace(/^fst_err_/, '');
      return reply.status(status).send({ error: { code, message: fe.message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Server internal error' } });
  });
}

/** Fastify's `frameworkErrors` option: router-level failures (bad URL encoding, over-long params) in the same shape. */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const code = (err.code ?? 'bad_request').toLowerCase().replace(/^fst_err_/, '');
  void reply.status(status).send({ error: { code, message: 'The address is malformed or too long' } });
}
