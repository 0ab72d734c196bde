/** Reads the bearer token, finds its live session and exposes `req.userId` (null when anonymous). */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
  }
  interface FastifyContextConfig {
    /** Treat an unknown or revoked bearer token as anonymous instead of answering 401 (logout). */
    allowStaleToken?: boolean;
  }
}

/** SHA-256 of a session token: only this hash is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
export function registerAuth(app: FastifyInstance): void {
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
