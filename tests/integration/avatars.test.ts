/**
 * The avatar gallery (/ui-avatars): a player picks a generated avatar or goes back to their own picture; the pick is
 * what every answer shows at once (user/me, battle seats), the player's other tabs are told (90104), and anything
 * outside the gallery is refused with a 400.
 */
import { describe, expect, it } from 'vitest';
import { AVATAR_GALLERY, avatarUrl } from '../../src/domain/avatars';
import { MsgType } from '../../src/protocol/message-types';
import { cheapCases, get, makeBattleApp, player, post } from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

describe.each(testDatabases)('avatar gallery on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  const me = async (auth: { authorization: string }) =>
    (await get(h.app, '/user/me', auth)).body.data as { user: { avatar: string; ownAvatar: string } };

  it('picks a gallery avatar, shows it everywhere, tells the other tabs, and goes back to the own picture', async () => {
    const u = await player(h.db, 0, 'painter');
    // The picture the player signed in with (generated from the SteamID for a local sign-in).
    const own = (await me(u.auth)).user.ownAvatar;
    expect(own).toMatch(/^\/api\/v1\/avatar\/7656119\d+\.svg$/);
    const published: { channel: string; type: number; payload: unknown }[] = [];
    const original = h.app.realtime.publish;
    h.app.realtime.publish = ((channel: string, type: number, payload: unknown) => {
      published.push({ channel, type, payload });
    }) as typeof original;
    try {
      const seed = AVATAR_GALLERY[5];
      const res = await post(h.app, '/user/avatar', { avatar: seed }, u.auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ avatar: avatarUrl(seed) });
      expect((await me(u.auth)).user).toMatchObject({ avatar: avatarUrl(seed), ownAvatar: own });
      expect(published).toEqual([
        { channel: `user:${u.userId}`, type: MsgType.profileChanged, payload: { avatar: avatarUrl(seed) } },
      ]);
      // A battle the player sits in shows the new picture on their seat.
      const [c] = await cheapCases(h.db, 1);
      const rich = await player(h.db, c.price, 'host');
      const battle = (
        await post(
          h.app,
          '/battle/create',
          { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2 },
          rich.auth,
        )
      ).body.data!;
      expect(battle.users).toHaveLength(1);
      const seatOf = async (userId: string) =>
        (
          (await get(h.app, `/battle/detail?battleID=${battle.id}`)).body.data as {
            battle: { users: { userID: string; user: { avatar: string } }[] };
          }
        ).battle.users.find((x) => x.userID === userId)?.user.avatar;
      await post(h.app, '/user/avatar', { avatar: AVATAR_GALLERY[0] }, rich.auth);
      expect(await seatOf(rich.userId)).toBe(avatarUrl(AVATAR_GALLERY[0]));

      expect((await post(h.app, '/user/avatar', { avatar: 'own' }, u.auth)).body.data).toEqual({
        avatar: own,
      });
      expect((await me(u.auth)).user.avatar).toBe(own);
    } finally {
      h.app.realtime.publish = original;
    }
  });

  it('refuses anything outside the gallery (400) and a signed-out pick (401), changing nothing', async () => {
    const u = await player(h.db, 0, 'plain');
    const own = (await me(u.auth)).user.avatar;
    for (const body of [
      { avatar: 'gallery-99' },
      { avatar: 'https://evil.example/x.png' },
      { avatar: '../../etc' },
      { avatar: 3 },
      {},
      { avatar: 'own', extra: 1 },
    ]) {
      const res = await post(h.app, '/user/avatar', body, u.auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.code).toEqual(expect.any(String));
    }
    expect((await post(h.app, '/user/avatar', { avatar: AVATAR_GALLERY[1] })).status).toBe(401);
    expect((await me(u.auth)).user.avatar).toBe(own);
  });
});
