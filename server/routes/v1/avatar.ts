/**
 * /api/v1/avatar/{seed}.svg: generated avatars (players without a picture of their own, and the gallery); POST
 * /api/v1/user/avatar {avatar: 'own' | gallery seed}: the player's pick, told to their other tabs (90104).
 */
import { Type } from 'typebox';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { AVATAR_SEED_RE, chooseAvatar, renderAvatarSvg } from '../../services/users/avatars';
import { AVATAR_GALLERY } from '../../../src/domain/avatars';
import { Closed, OneOf } from '../../../src/protocol/typebox';
import { answerSchema, doc, fileSchema, type ApiApp } from '../typebox';
import { Channel } from '../../../src/protocol/channels';
import { MsgType } from '../../../src/protocol/message-types';

const chooseSchema = {
  ...doc('user', "Sets the caller's avatar: their own picture or one of the gallery's", { signedIn: true }),
  body: Closed({ avatar: OneOf(['own', ...AVATAR_GALLERY] as const) }),
  response: answerSchema(Type.Object({ avatar: Type.String() })),
};

const schema = {
  ...doc('avatar', 'A generated avatar'),
  params: Closed({ file: Type.String({ maxLength: 80, description: 'The seed, then .svg.' }) }),
  response: fileSchema('image/svg+xml', 'The avatar picture'),
};

/** Registers GET /avatar/:file and POST /user/avatar. */
export async function avatarRoutes(app: ApiApp): Promise<void> {
  app.post('/user/avatar', { schema: chooseSchema }, async (req) => {
    const userId = requireUser(req);
    const avatar = await chooseAvatar(app.db, userId, req.body.avatar);
    if (app.hasDecorator('realtime'))
      app.realtime.publish(Channel.user(userId), MsgType.profileChanged, { avatar });
    return { data: { avatar } };
  });

  app.get('/avatar/:file', { schema }, async (req, reply) => {
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
