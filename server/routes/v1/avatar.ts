/** /api/v1/avatar/{seed}.svg: generated avatars for players without a picture of their own. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { AVATAR_SEED_RE, renderAvatarSvg } from '../../services/avatars';
import { closedObject } from '../schema';

const schema = { params: closedObject({ file: { type: 'string', maxLength: 80 } }, ['file']) };

/** Registers GET /avatar/:file. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/avatar/:file', { schema }, async (req, reply) => {
    const seed = req.params.file.replace(/\.svg$/, '');
    if (!req.params.file.endsWith('.svg') || !AVATAR_SEED_RE.test(seed))
      throw notFound('avatar_not_found', 'No such avatar');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderAvatarSvg(seed));
  });
}
