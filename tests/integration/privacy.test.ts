/**
 * Issue 26, attack 5 ("private means private"), as a stranger would try it on SQLite and PostgreSQL: a private battle
 * is reached only by its seated players and through its invite link (never by its id), is listed nowhere (lobby,
 * profile, loot feed), and its channel refuses strangers; a private profile answers only its card; the upgrade of a
 * private player is 404 to anyone else.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import type { LootFeedEntry } from '../../src/protocol/ws-events';
import type { BattlePlayer } from '../../src/protocol/battle';
import { roundFeed, timingOf } from '../../server/services/loot/battle-drops';
import { coins } from './catalog-helpers';
import { cheapCases, get, makeBattleApp, player, post, type BattleJson } from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';
import { lootOf, resultOf, rollUpgrade, targetIn } from './upgrade-helpers';
import { openSocket, sleep } from './ws-test-client';

type Auth = { authorization: string };

describe.each(testDatabases)('private means private on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  let c: { id: string; price: number };
  let wsBase: string;
  beforeAll(async () => {
    [c] = await cheapCases(h.db, 1);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/ws`;
  });

  const createPrivate = async (auth: Auth, players = 2) => {
    const r = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players, isPublic: false },
      auth,
    );
    expect(r.status).toBe(200);
    return r.body.data as BattleJson & { inviteToken?: string };
  };
  const listIds = async (auth?: Auth) =>
    ((await get(h.app, '/battle/list', auth)).body.data as { list: BattleJson[] }).list.map((b) => b.id);
  const profileBattleIds = async (ownerId: string, auth?: Auth) => {
    const r = await get(h.app, `/user/profile/battles?userID=${ownerId}`, auth);
    expect(r.status).toBe(200);
    return (r.body.data as { list: { id: string }[] }).list.map((b) => b.id);
  };
  const setPublic = (auth: Auth, profilePublic: boolean) =>
    post(h.app, '/user/prefs', { profilePublic }, auth);
  /** A fresh socket (signed in with `token`, or anonymous) that subscribed `channel` (with `invites`), and its ack. */
  const subscribe = async (token: string | null, channel: string, invites?: Record<string, string>) => {
    const s = await openSocket(token ? `${wsBase}?token=${token}` : wsBase);
    await s.next(MsgType.connected);
    s.send(MsgType.subscribe, { channels: [channel, 'stat'], ...(invites ? { invites } : {}) }, 3);
    const ack = (await s.next(MsgType.subscribe)).payload as { channels: string[]; rejected: string[] };
    return { s, ack };
  };

  it('a waiting private battle: unlisted, and 404 by id to a stranger as a missing battle; the invite opens it', async () => {
    const owner = await player(h.db, c.price, 'owner');
    const stranger = await player(h.db, c.price, 'stranger');
    const b = await createPrivate(owner.auth);
    // The creator gets the invite: 128 random bits, base64url, not the id.
    expect(b.inviteToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const invite = b.inviteToken!;

    // Listed nowhere for others: lobby, the creator's public profile.
    expect(await listIds(owner.auth)).toContain(b.id);
    expect(await listIds(stranger.auth)).not.toContain(b.id);
    expect(await listIds()).not.toContain(b.id);
    expect(await profileBattleIds(owner.userId, owner.auth)).toContain(b.id);
    expect(await profileBattleIds(owner.userId, stranger.auth)).not.toContain(b.id);
    expect(await profileBattleIds(owner.userId)).not.toContain(b.id);

    // By id alone: exactly what a missing battle answers, for every read and action.
    const missing = await get(h.app, '/battle/detail?battleID=no-such-battle', stranger.auth);
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'battle_not_found' } } });
    const probes = [
      () => get(h.app, `/battle/detail?battleID=${b.id}`, stranger.auth),
      () => get(h.app, `/battle/detail?battleID=${b.id}`),
      () => get(h.app, `/battle/detail?battleID=${b.id}&invite=wrong-token`, stranger.auth),
      () => get(h.app, `/battle/viewers?battleID=${b.id}`, stranger.auth),
      () => post(h.app, '/battle/viewer/join', { battleID: b.id }, stranger.auth),
      () => post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, stranger.auth),
      () => post(h.app, '/battle/join', { battleID: b.id, slot: 2, invite: `${invite}x` }, stranger.auth),
      () => post(h.app, '/battle/bot', { battleID: b.id, slot: 2 }, stranger.auth),
      () => post(h.app, '/battle/template/save', { battleID: b.id }, stranger.auth),
      () => post(h.app, '/battle/recreate', { battleID: b.id }, stranger.auth),
    ];
    for (const probe of probes) expect(await probe()).toEqual(missing);
    expect(await coins(h.db, stranger.userId)).toBe(c.price);

    // Its channel: a stranger gets the ack a missing battle gets but is not subscribed; invitees and players are.
    const channel = Channel.battle(b.id);
    const ghost = Channel.battle('no-such-battle');
    expect((await subscribe(null, ghost)).ack).toEqual({ channels: [ghost, 'stat'], rejected: [] });
    const spies = [await subscribe(stranger.token, channel), await subscribe(null, channel)];
    for (const spy of spies) expect(spy.ack).toEqual({ channels: [channel, 'stat'], rejected: [] });
    const invited = await subscribe(null, channel, { [b.id]: invite });
    const creator = await subscribe(owner.token, channel);
    expect(h.app.realtime.subscriberCount(channel)).toBe(2);
    // With the invite link: seen (without the token in the answer) and joined.
    const seen = await get(h.app, `/battle/detail?battleID=${b.id}&invite=${invite}`, stranger.auth);
    expect(seen.status).toBe(200);
    expect((seen.body.data as { battle: { inviteToken?: string } }).battle.inviteToken).toBeUndefined();
    expect((await get(h.app, `/battle/viewers?battleID=${b.id}&invite=${invite}`)).status).toBe(200);
    const joined = await post(h.app, '/battle/join', { battleID: b.id, slot: 2, invite }, stranger.auth);
    expect(joined.status).toBe(200);
    // Seated now: the id is enough for them.
    expect((await get(h.app, `/battle/detail?battleID=${b.id}`, stranger.auth)).status).toBe(200);
    // The join's event reached the invitee's and the creator's sockets, never the spies'.
    await invited.s.next(MsgType.userJoined);
    await creator.s.next(MsgType.userJoined);
    await sleep(100);
    for (const spy of spies) expect(spy.s.frames.some((f) => f.type === MsgType.userJoined)).toBe(false);
    for (const x of [...spies, invited, creator]) x.s.ws.close();
  });

  it("once played, a private battle's id is in no loot feed; a private player's drops show no name", async () => {
    const owner = await player(h.db, c.price, 'secretive');
    const guest = await player(h.db, c.price, 'guest');
    expect((await setPublic(owner.auth, false)).status).toBe(200);
    const b = await createPrivate(owner.auth);
    const joined = await post(
      h.app,
      '/battle/join',
      { battleID: b.id, slot: 2, invite: b.inviteToken },
      guest.auth,
    );
    expect(joined.status).toBe(200);
    const done = await (async () => {
      for (let i = 0; i < 300; i++) {
        const r = await get(h.app, `/battle/detail?battleID=${b.id}`, owner.auth);
        const battle = (r.body.data as { battle: BattleJson & { users: BattlePlayer[] } }).battle;
        if (battle.status === 'finished') return battle;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('battle did not finish');
    })();
    // Every seat's unboxed item of every round goes on the feed (live and stored) without the battle's id.
    const timing = timingOf(h.app.config.battleTimeScale);
    const rounds = new Map<
      number,
      { userID: string; slot: number; round: number; itemID: string; price: number }[]
    >();
    for (const p of done.users)
      for (const r of p.rolls)
        rounds.set(r.round, [...(rounds.get(r.round) ?? []), { ...r, userID: p.userID, slot: p.slot }]);
    expect(rounds.size).toBeGreaterThan(0);
    const live = (
      await Promise.all(
        [...rounds.values()].map((rolls) =>
          roundFeed(h.db, { battleId: b.id, isPublic: false, rolls, roundStartedAt: 0 }, timing),
        ),
      )
    ).flatMap((f) => f.map((x) => x.entry));
    const feed = (await get(h.app, '/loot/feed?tag=all')).body.data as { list: LootFeedEntry[] };
    const stored = feed.list.filter((e) => live.some((l) => l.id === e.id));
    expect(stored.length).toBeGreaterThan(0);
    for (const e of [...stored, ...live]) {
      expect(e.sourceID).toBeNull();
      if (e.user.userID !== guest.userId) expect(e.user).toEqual({ userID: '', nickname: '', avatar: '' });
      else expect(e.user).toMatchObject({ userID: guest.userId, nickname: 'guest' });
    }
    expect(live.filter((e) => e.user.userID === '')).toHaveLength(rounds.size);
    expect(JSON.stringify(feed)).not.toContain(b.id);
    expect(JSON.stringify(live)).not.toContain(b.id);
  });

  it('a private profile answers only its card; its upgrade detail is 404 to others and 200 to the owner', async () => {
    const owner = await player(h.db, 100_000, 'quiet');
    const stranger = await player(h.db, 0, 'nosy');
    const target = await targetIn(h.db, 10_000, 1_000_000);
    const [stake] = await lootOf(h.db, owner.userId, [Math.ceil(target.price * 0.5)]);
    const up = resultOf(await rollUpgrade(h.app, owner.auth, { lootIDs: [stake], targetItemID: target.id }));
    const upgradeUrl = `/upgrade/detail?id=${up.id}`;
    expect((await get(h.app, upgradeUrl, stranger.auth)).status).toBe(200);

    expect((await setPublic(owner.auth, false)).status).toBe(200);
    const card = await get(h.app, `/user/profile?userID=${owner.userId}`, stranger.auth);
    expect(card.status).toBe(200);
    expect(card.body.data).toEqual({
      user: {
        userID: owner.userId,
        nickname: 'quiet',
        avatar: expect.any(String),
        level: { lv: expect.any(Number) },
        isBot: false,
        isVerified: false,
      },
      joined: null,
      profilePublic: false,
      stats: null,
    });
    expect((await get(h.app, `/user/profile?userID=${owner.userId}`)).body.data).toEqual(card.body.data);
    const own = await get(h.app, `/user/profile?userID=${owner.userId}`, owner.auth);
    expect((own.body.data as { stats: { bestDrop: unknown } | null }).stats?.bestDrop).not.toBeNull();

    const missing = await get(h.app, '/upgrade/detail?id=no-such-upgrade', stranger.auth);
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'upgrade_not_found' } } });
    expect(await get(h.app, upgradeUrl, stranger.auth)).toEqual(missing);
    expect(await get(h.app, upgradeUrl)).toEqual(missing);
    const mine = await get(h.app, upgradeUrl, owner.auth);
    expect(mine.status).toBe(200);
    expect((mine.body.data as { id: string }).id).toBe(up.id);
  });
});
