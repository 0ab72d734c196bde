/** Reads the bearer token, finds its live session and exposes `req.userId` (null when anonymous). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors';
import { hashToken } from '../services/users/users';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
  }
  interface FastifyContextConfig {
    /** Treat an unknown or revoked bearer token as anonymous instead of answering 401 (logout). */
    allowStaleToken?: boolean;
  }
}

/** Resolves a raw token to a user id, or null (unknown, revoked or expired). */
export async function userIdForToken(
  app: FastifyInstance,
  token: string | undefined | null,
  now = Date.now(),
): Promise<string | null> {
  if (!token || token.length > 256) return null;
  const row = await app.db.kysely
    .selectFrom('sessions')
    .select(['user_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || Number(row.expires_at) <= now) return null;
  return row.user_id;
}

/** The bearer token of a request, if any. */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** Registers the hook that sets `req.userId`; a present but invalid token answers 401. */
function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = bearerToken(req);
    if (!token) return;
    const userId = await userIdForToken(app, token);
    if (!userId) {
      if (req.routeOptions.config?.allowStaleToken) return;
      throw unauthorized('Your session has ended, please sign in again');
    }
    req.userId = userId;
  });
}

/** The signed-in user's id, or a 401. */
export function requireUser(req: FastifyRequest): string {
  if (!req.userId) throw unauthorized();
  return req.userId;
}

/** The auth plugin: `req.userId` from the bearer token (after security: a 401 still carries its headers). */
export const authPlugin = fp(async (app: FastifyInstance) => registerAuth(app), {
  name: 'auth',
  dependencies: ['db', 'security'],
});
