import { beforeAll, describe, expect, it } from 'vitest';
import { LOBBY_BATTLE_TYPES, MsgType } from '../../src/protocol/message-types';
import { applyRestriction } from '../../server/services/users/restrictions';
import { balanceOf } from '../../server/services/ledger/ledger';
import { BOT_BANK } from '../../server/services/battles/store';
import { coins, ledgerProblems } from './catalog-helpers';
import {
  cheapCases,
  detail,
  get,
  makeBattleApp,
  player,
  post,
  waitFinished,
  waitFor,
  type BattleJson,
} from './battle-helpers';
import { appForSuite, testDatabases } from './helpers';

describe.each(testDatabases)('battle lobby rules on $name', (kind) => {
  const h = appForSuite(() => makeBattleApp(kind));
  let c: { id: string; price: number };
  const events: { channel: string; type: number; payload: unknown; lobby: boolean }[] = [];
  beforeAll(async () => {
    h.app.tapBattleEvents((channel, type, payload, lobby) => events.push({ channel, type, payload, lobby }));
    [c] = await cheapCases(h.db, 1);
  });

  const create = async (auth: { authorization: string }, extra: object = {}) => {
    const r = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 3, ...extra },
      auth,
    );
    expect(r.status).toBe(200);
    return r.body.data as BattleJson;
  };

  it('join rules: empty slot only, once per battle, only while waiting, only with the money', async () => {
    const a = await player(h.db, c.price);
    const b = await create(a.auth);
    expect(
      events.some(
        (e) =>
          e.type === MsgType.battleCreated && (e.payload as { battle: { id: string } }).battle.id === b.id,
      ),
    ).toBe(true);
    const p = await player(h.db, c.price * 3);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 1 }, p.auth)).body.error?.code).toBe(
      'slot_taken',
    );
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 4 }, p.auth)).body.error?.code).toBe(
      'bad_slot',
    );
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, a.auth)).body.error?.code).toBe(
      'already_joined',
    );
    expect((await post(h.app, '/battle/join', { battleID: 'nope', slot: 2 }, p.auth)).status).toBe(404);
    const poor = await player(h.db, c.price - 1);
    const r = await post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, poor.auth);
    expect(r.status).toBe(409);
    expect(r.body.error?.code).toBe('insufficient_balance');
    expect(await coins(h.db, poor.userId)).toBe(c.price - 1);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, p.auth)).status).toBe(200);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 3 }, p.auth)).body.error?.code).toBe(
      'already_joined',
    );
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2 })).status).toBe(401);
    const q = await player(h.db, c.price);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 3 }, q.auth)).status).toBe(200);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 3 }, poor.auth)).body.error?.code).toBe(
      'battle_not_waiting',
    );
    expect((await post(h.app, '/battle/leave', { battleID: b.id, slot: 3 }, q.auth)).body.error?.code).toBe(
      'battle_not_waiting',
    );
    await waitFinished(h.app, b.id);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('leaving refunds and frees the slot (which can be taken and paid again); the creator leaving cancels and refunds all', async () => {
    const a = await player(h.db, c.price);
    const b = await create(a.auth);
    const p = await player(h.db, c.price);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, p.auth)).status).toBe(200);
    expect((await post(h.app, '/battle/leave', { battleID: b.id, slot: 2 }, a.auth)).body.error?.code).toBe(
      'not_your_slot',
    );
    const left = await post(h.app, '/battle/leave', { battleID: b.id, slot: 2 }, p.auth);
    expect(left.status).toBe(200);
    expect((left.body.data as BattleJson).users.map((u) => u.slot)).toEqual([1]);
    expect(await coins(h.db, p.userId)).toBe(c.price);
    expect((await post(h.app, '/battle/leave', { battleID: b.id, slot: 2 }, p.auth)).body.error?.code).toBe(
      'slot_empty',
    );
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, p.auth)).status).toBe(200);
    expect(await coins(h.db, p.userId)).toBe(0);
    const bank = await balanceOf(h.db.kysely, BOT_BANK);
    expect((await post(h.app, '/battle/bot', { battleID: b.id, slot: 3 }, p.auth)).body.error?.code).toBe(
      'not_creator',
    );
    // The creator leaves: cancelled, everyone (the player, the creator) refunded.
    const cancel = await post(h.app, '/battle/leave', { battleID: b.id, slot: 1 }, a.auth);
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'finished', cancelled: true });
    expect(await coins(h.db, a.userId)).toBe(c.price);
    expect(await coins(h.db, p.userId)).toBe(c.price);
    expect(await balanceOf(h.db.kysely, BOT_BANK)).toBe(bank);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 3 }, p.auth)).body.error?.code).toBe(
      'battle_not_waiting',
    );
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('a cancelled battle with a bot gives the bot bank its money back', async () => {
    const a = await player(h.db, c.price);
    const b = await create(a.auth);
    const bank = await balanceOf(h.db.kysely, BOT_BANK);
    const withBot = await post(h.app, '/battle/bot', { battleID: b.id, slot: 2 }, a.auth);
    expect(withBot.status).toBe(200);
    const bot = (withBot.body.data as BattleJson).users.find((u) => u.slot === 2)!;
    expect(bot).toMatchObject({ withBot: true, user: { isBot: true } });
    expect(await balanceOf(h.db.kysely, BOT_BANK)).toBe(bank - c.price);
    expect((await post(h.app, '/battle/leave', { battleID: b.id, slot: 1 }, a.auth)).status).toBe(200);
    expect(await balanceOf(h.db.kysely, BOT_BANK)).toBe(bank);
    expect(await coins(h.db, bot.userID)).toBe(0);
  });

  it('self-banned players cannot create or join', async () => {
    const a = await player(h.db, c.price * 2);
    const b = await create(a.auth);
    const banned = await player(h.db, c.price * 2);
    await applyRestriction(h.db, banned.userId, { type: 'TypeSelfBan', days: 1 }, Date.now());
    expect(
      (await post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, banned.auth)).body.error?.code,
    ).toBe('self_banned');
    const r = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single' },
      banned.auth,
    );
    expect(r.status).toBe(403);
    expect(await coins(h.db, banned.userId)).toBe(c.price * 2);
  });

  it("lists public battles and the caller's private ones; a private battle is reached by its invite, not its id", async () => {
    const owner = await player(h.db, c.price * 2);
    const other = await player(h.db, 0);
    const pub = await create(owner.auth, { isPublic: true });
    const priv = await create(owner.auth, { isPublic: false });
    const ids = async (auth?: { authorization: string }) =>
      ((await get(h.app, '/battle/list', auth)).body.data as { list: BattleJson[] }).list.map((x) => x.id);
    expect(await ids(owner.auth)).toEqual(expect.arrayContaining([pub.id, priv.id]));
    expect(await ids(other.auth)).toContain(pub.id);
    expect(await ids(other.auth)).not.toContain(priv.id);
    expect(await ids()).not.toContain(priv.id);
    expect((await ids()).indexOf(priv.id)).toBe(-1);
    expect((await get(h.app, `/battle/detail?battleID=${priv.id}`)).status).toBe(404);
    expect((await detail(h.app, priv.id, owner.auth)).id).toBe(priv.id);
    expect(
      (await get(h.app, `/battle/detail?battleID=${priv.id}&invite=${priv.inviteToken}`, other.auth)).status,
    ).toBe(200);
    expect(
      events.some(
        (e) =>
          e.type === MsgType.battleCreated && (e.payload as { battle: { id: string } }).battle.id === priv.id,
      ),
    ).toBe(false);
    const list = await ids();
    expect(list.indexOf(pub.id)).toBeGreaterThanOrEqual(0);
  });

  it("a private battle's lobby-level events are published with lobby false, a public one's with lobby true", async () => {
    for (const isPublic of [false, true]) {
      const a = await player(h.db, c.price);
      const b = await create(a.auth, { isPublic });
      const p = await player(h.db, c.price);
      const q = await player(h.db, c.price);
      const invite = b.inviteToken;
      expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2, invite }, p.auth)).status).toBe(
        200,
      );
      expect((await post(h.app, '/battle/leave', { battleID: b.id, slot: 2 }, p.auth)).status).toBe(200);
      expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2, invite }, q.auth)).status).toBe(
        200,
      );
      expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 3, invite }, p.auth)).status).toBe(
        200,
      );
      await waitFinished(h.app, b.id, a.auth);
      const mine = () => events.filter((e) => e.channel === `battle:${b.id}`);
      await waitFor(async () => mine().some((e) => e.type === MsgType.finished));
      const lobbyLevel = mine().filter((e) => LOBBY_BATTLE_TYPES.has(e.type));
      const types = new Set(lobbyLevel.map((e) => e.type));
      for (const t of [
        MsgType.userJoined,
        MsgType.userLeft,
        MsgType.processing,
        MsgType.playing,
        MsgType.finished,
      ])
        expect(types).toContain(t);
      expect(types.has(MsgType.battleCreated)).toBe(isPublic);
      expect(lobbyLevel.map((e) => e.lobby)).toEqual(lobbyLevel.map(() => isPublic));
    }
  });

  it('templates: save, shown in the detail, recreate from template or battle, delete', async () => {
    const a = await player(h.db, c.price * 3);
    const b = await create(a.auth, { mode: 'crazy', players: 2 });
    const saved = await post(h.app, '/battle/template/save', { battleID: b.id }, a.auth);
    expect(saved.status).toBe(200);
    const templateID = (saved.body.data as { templateID: string }).templateID;
    expect((await post(h.app, '/battle/template/save', { battleID: b.id }, a.auth)).body.data).toEqual({
      templateID,
    });
    expect((await get(h.app, `/battle/detail?battleID=${b.id}`, a.auth)).body.data).toMatchObject({
      templateID,
      battle: { templateID },
    });
    expect((await get(h.app, `/battle/detail?battleID=${b.id}`)).body.data).toMatchObject({
      templateID: null,
    });
    const again = await post(h.app, '/battle/recreate', { templateID }, a.auth);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      mode: 'crazy',
      players: 2,
      status: 'waiting',
      templateID,
      fixedPrice: c.price,
    });
    expect((again.body.data as BattleJson).id).not.toBe(b.id);
    const fromBattle = await post(h.app, '/battle/recreate', { battleID: b.id }, a.auth);
    expect(fromBattle.body.data).toMatchObject({ mode: 'crazy', players: 2 });
    // The list the create screen shows: the setup with its cases as the catalog has them, and its cost.
    const list = (await get(h.app, '/battle/template/list', a.auth)).body.data as { list: unknown[] };
    expect(list.list).toEqual([
      {
        id: templateID,
        createdAt: expect.any(Number),
        cases: [{ case: expect.objectContaining({ id: c.id, price: c.price }), quantity: 1 }],
        type: 'single',
        players: 2,
        mode: 'crazy',
        isPublic: true,
        cost: c.price,
        available: true,
      },
    ]);
    expect((await get(h.app, '/battle/template/list')).status).toBe(401);
    const stranger = await player(h.db, c.price);
    expect((await get(h.app, '/battle/template/list', stranger.auth)).body.data).toEqual({ list: [] });
    expect((await post(h.app, '/battle/template/delete', { templateID }, stranger.auth)).status).toBe(404);
    expect((await post(h.app, '/battle/recreate', { templateID }, stranger.auth)).status).toBe(404);
    expect((await post(h.app, '/battle/template/delete', { templateID }, a.auth)).status).toBe(200);
    expect((await post(h.app, '/battle/template/delete', { templateID }, a.auth)).status).toBe(404);
    expect((await get(h.app, '/battle/template/list', a.auth)).body.data).toEqual({ list: [] });
    expect(await coins(h.db, a.userId)).toBe(0);
  });

  it('tells each seated player who sat down (not of their own act) and, at the end, their result', async () => {
    const a = await player(h.db, c.price, 'host');
    const b = await create(a.auth);
    const p = await player(h.db, c.price, 'guest');
    const notices = (userId: string) =>
      events
        .filter((e) => e.channel === `user:${userId}` && e.type === MsgType.battleNotice)
        .map((e) => e.payload as { battleID: string; kind: string })
        .filter((n) => n.battleID === b.id);
    expect((await post(h.app, '/battle/join', { battleID: b.id, slot: 2 }, p.auth)).status).toBe(200);
    expect(notices(a.userId)).toEqual([
      { battleID: b.id, kind: 'joined', nickname: 'guest', isBot: false, seats: { taken: 2, total: 3 } },
    ]);
    expect(notices(p.userId)).toEqual([]);
    expect((await post(h.app, '/battle/bot', { battleID: b.id, slot: 3 }, a.auth)).status).toBe(200);
    expect(notices(p.userId)).toEqual([
      {
        battleID: b.id,
        kind: 'joined',
        nickname: expect.any(String),
        isBot: true,
        seats: { taken: 3, total: 3 },
      },
    ]);
    expect(notices(a.userId)).toHaveLength(1);
    const done = await waitFinished(h.app, b.id);
    await waitFor(async () => (notices(a.userId).length === 2 && notices(p.userId).length === 2) || null);
    for (const u of [a, p]) {
      const seat = done.users.find((x) => x.userID === u.userId)!;
      expect(notices(u.userId)[1]).toEqual({
        battleID: b.id,
        kind: 'finished',
        won: seat.isWinner,
        amount: seat.winAmount,
      });
    }
  });

  it('viewers: signed-in viewers listed, anonymous ones counted, events published once per viewer', async () => {
    const a = await player(h.db, c.price);
    const b = await create(a.auth);
    const v = await player(h.db, 0, 'watcher');
    const join = (auth?: { authorization: string }) =>
      post(h.app, '/battle/viewer/join', { battleID: b.id }, auth);
    expect((await join(v.auth)).body.data).toEqual({ viewerCount: 1 });
    expect((await join(v.auth)).body.data).toEqual({ viewerCount: 1 });
    expect((await join()).body.data).toEqual({ viewerCount: 2 });
    const list = (await get(h.app, `/battle/viewers?battleID=${b.id}`)).body.data as {
      list: { userID: string; nickname: string }[];
      anonymous: number;
    };
    expect(list.list).toEqual([
      { userID: v.userId, nickname: 'watcher', avatar: expect.any(String), level: { lv: 1 } },
    ]);
    expect(list.anonymous).toBe(1);
    expect((await post(h.app, '/battle/viewer/leave', { battleID: b.id }, v.auth)).body.data).toEqual({
      viewerCount: 1,
    });
    const mine = events.filter((e) => e.channel === `battle:${b.id}`);
    expect(mine.filter((e) => e.type === MsgType.viewerJoined)).toHaveLength(2);
    expect(mine.filter((e) => e.type === MsgType.viewerLeft)).toHaveLength(1);
    expect((await post(h.app, '/battle/viewer/join', { battleID: 'missing' })).status).toBe(404);
    expect((await get(h.app, '/battle/viewers?battleID=missing')).status).toBe(404);
  });
});
