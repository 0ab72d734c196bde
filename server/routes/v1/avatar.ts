/**
 * /api/v1/avatar/{seed}.svg: generated avatars (players without a picture of their own, and the gallery); POST
 * /api/v1/user/avatar {avatar: 'own' | gallery seed}: the player's pick, told to their other tabs (90104).
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { AVATAR_SEED_RE, chooseAvatar, renderAvatarSvg } from '../../services/users/avatars';
import { closedObject } from '../schema';
import { AVATAR_GALLERY, type AvatarChoice } from '../../../src/domain/avatars';
import type { ApiAnswer } from '../../../src/protocol/answer';

const chooseSchema = {
  body: closedObject({ avatar: { type: 'string', enum: ['own', ...AVATAR_GALLERY] } }, ['avatar']),
};

const schema = { params: closedObject({ file: { type: 'string', maxLength: 80 } }, ['file']) };

/** Registers GET /avatar/:file and POST /user/avatar. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { avatar: AvatarChoice } }>(
    '/user/avatar',
    { schema: chooseSchema },
    async (req): Promise<ApiAnswer<{ avatar: string }>> => {
      const userId = requireUser(req);
      const avatar = await chooseAvatar(app.db, userId, req.body.avatar);
      return { data: { avatar } };
    },
  );

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
