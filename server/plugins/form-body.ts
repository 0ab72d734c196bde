/** Parses `application/x-www-form-urlencoded` bodies (HTML forms, OpenID check_authentication) into string maps. */
import type { FastifyInstance } from 'fastify';

/** Adds the form parser to this plugin scope (last value wins for a repeated field). */
export function registerFormBody(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      const out: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(String(body))) out[k] = v;
      done(null, out);
    },
  );
}
