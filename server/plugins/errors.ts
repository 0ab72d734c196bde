/** Shapes every error as `{error: {code, message}}`; anything a client can send gets a 4xx, never a 500. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Registers the error and not-found handlers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message } });
    }
    const fe = err as FastifyError;
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
