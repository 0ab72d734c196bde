// The one battle detail endpoint: seeded over HTTP, kept live from battle:{id}, shared by the screens and the verifier.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../src/api/base';
import { battleApi } from '../../../src/api/battle';
import { setWsClient } from '../../../src/realtime/connection';
import type { BattleItem, BattleView } from '../../../src/protocol/battle';
import { MsgType } from '../../../src/protocol/message-types';
import { fakeApi } from './api-fakes';
import { battlePlayer, battleView } from './battle-fixtures';
import { connectedWsClient } from './ws-fakes';

const ITEM: BattleItem = {
  id: 'i1',
  name: 'AWP | Asiimov',
  weapon: 'AWP',
  finish: 'Asiimov',
  rarity: 'Covert',
  rarityRank: 2,
  price: 1200,
  image: '/i1.svg',
  base: 'AWP',
  pattern: 'Asiimov',
  exterior: 'FT',
  stattrak: false,
};

const BATTLE: BattleView = battleView({
  status: 'playing',
  fixedPrice: 200,
  users: [battlePlayer(1), battlePlayer(2)],
  clientSeed: 'cs',
  nonce: 1,
  startedAt: 1_000,
  serverSeedHash: 'h',
  now: 900,
});

afterEach(() => {
  setWsClient(null);
  vi.unstubAllGlobals();
});

describe('battle detail endpoint', () => {
  it('fetches the detail, subscribes battle:{id} and applies the events newer than its snapshot, dropping older ones', async () => {
    const { sockets } = connectedWsClient();
    const { store, count, until } = fakeApi({
      'GET /api/v1/battle/detail': { battle: { ...BATTLE, revision: 3 }, templateID: null },
    });
    const sub = store.dispatch(battleApi.endpoints.getBattleDetail.initiate('b1'));
    const select = () => battleApi.endpoints.getBattleDetail.select('b1')(store.getState()).data;
    expect(await until(() => select() !== undefined)).toBe(true);
    expect(select()?.clientAt).toBeGreaterThan(0);
    expect(
      await until(() =>
        sockets
          .last()
          .sent.some(
            (f) =>
              f.type === MsgType.subscribe &&
              (f.payload as { channels: string[] }).channels.includes('battle:b1'),
          ),
      ),
    ).toBe(true);
    // The subscription going live fetches the snapshot once more (events sent before it are not heard), then no more.
    expect(await until(() => count('GET /api/v1/battle/detail') === 2)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));

    const roll = { userID: 'u2', slot: 2, round: 1, roll: 4242, itemID: 'i1', price: 1200, item: ITEM };
    sockets.last().receive(MsgType.playing, {
      battleID: 'b1',
      revision: 4,
      currentRound: 1,
      rolls: [roll],
      roundStartedAt: 1_000,
      now: 7_000,
    });
    const b = select();
    expect(b?.revision).toBe(4);
    expect(b?.currentRound).toBe(1);
    expect(b?.users[1].rolls).toEqual([roll]);
    expect(b?.users[1].rollAmount).toBe(1200);
    // An event older than what the page holds changes nothing and fetches nothing.
    sockets.last().receive(MsgType.userLeft, { battleID: 'b1', revision: 2, users: [battlePlayer(1)] });
    expect(select()?.users).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(count('GET /api/v1/battle/detail')).toBe(2);
    sub.unsubscribe();
    store.dispatch(baseApi.util.resetApiState());
  });
  it('an event that arrives while a fetch is in flight is applied on top of the older answer, with no refetch loop', async () => {
    const { sockets } = connectedWsClient();
    const waiting = { ...BATTLE, status: 'waiting' as const, users: [battlePlayer(1)], revision: 1 };
    const seated = { ...waiting, users: [battlePlayer(1), battlePlayer(2)], revision: 2 };
    const routes: Record<string, unknown> = {
      'GET /api/v1/battle/detail': { battle: waiting, templateID: null },
    };
    const { store, count, until } = fakeApi(routes);
    const answer = globalThis.fetch;
    // The resync (second fetch) leaves with the old seats; seat 2 fills before its answer comes back.
    vi.stubGlobal('fetch', async (req: Request) => {
      const res = await answer(req);
      if (count('GET /api/v1/battle/detail') === 2) {
        sockets.last().receive(MsgType.userJoined, { battleID: 'b1', revision: 2, users: seated.users });
        routes['GET /api/v1/battle/detail'] = { battle: seated, templateID: null };
      }
      return res;
    });
    const sub = store.dispatch(battleApi.endpoints.getBattleDetail.initiate('b1'));
    const select = () => battleApi.endpoints.getBattleDetail.select('b1')(store.getState()).data;
    expect(await until(() => select()?.users.length === 2)).toBe(true);
    expect(select()?.revision).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(count('GET /api/v1/battle/detail')).toBe(2);
    expect(select()?.users).toHaveLength(2);
    sub.unsubscribe();
    store.dispatch(baseApi.util.resetApiState());
  });
  it('a finished battle is fetched once and no channel is subscribed (the verifier opens no websocket)', async () => {
    const { sockets } = connectedWsClient();
    const done = { ...BATTLE, status: 'finished' as const, serverSeed: 'revealed' };
    const { store, count, until } = fakeApi({
      'GET /api/v1/battle/detail': { battle: done, templateID: null },
    });
    const sub = store.dispatch(battleApi.endpoints.getBattleDetail.initiate('b1'));
    const select = () => battleApi.endpoints.getBattleDetail.select('b1')(store.getState()).data;
    expect(await until(() => select() !== undefined)).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(count('GET /api/v1/battle/detail')).toBe(1);
    expect(sockets.last().sent.some((f) => f.type === MsgType.subscribe)).toBe(false);
    sub.unsubscribe();
    store.dispatch(baseApi.util.resetApiState());
  });
});
