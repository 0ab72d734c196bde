// The one battle detail endpoint: seeded over HTTP, kept live from battle:{id}, shared by the screens and the verifier.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../src/lib/base-api';
import { battleApi } from '../../../src/lib/battle-api';
import { setWsClient } from '../../../src/lib/ws-connection';
import type { BattleItem, BattleView } from '../../../src/protocol/api-battle';
import { MsgType } from '../../../src/protocol/message-types';
import { fakeApi } from './api-fakes';
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

const player = (slot: number) => ({
  userID: `u${slot}`,
  slot,
  user: { nickname: `P${slot}`, avatar: '', level: { lv: 1 }, isBot: false, isVerified: false },
  isWinner: false,
  winAmount: 0,
  rollAmount: 0,
  rolls: [],
  loots: [],
  clientSeed: `s${slot}`,
  withBot: false,
});

const BATTLE: BattleView = {
  id: 'b1',
  isPublic: true,
  userID: 'u1',
  status: 'playing',
  type: 'single',
  mode: 'default',
  fixedPrice: 200,
  cases: [],
  users: [player(1), player(2)],
  currentRound: 0,
  totalRound: 1,
  teams: 2,
  createdAt: 0,
  templateID: null,
  reroll: null,
  clientSeed: 'cs',
  ticket: '',
  serverSeed: null,
  nonce: 1,
  startedAt: 1_000,
  serverSeedHash: 'h',
  players: 2,
  cancelled: false,
  roundStartedAt: null,
  finishedAt: null,
  now: 900,
};

afterEach(() => {
  setWsClient(null);
  vi.unstubAllGlobals();
});

describe('battle detail endpoint', () => {
  it('fetches the detail, subscribes battle:{id} and appends the rolls of a playing event as they arrive', async () => {
    const { sockets } = connectedWsClient();
    const { store, count, until } = fakeApi({
      'GET /api/v1/battle/detail': { battle: BATTLE, templateID: null },
    });
    const sub = store.dispatch(battleApi.endpoints.getBattleDetail.initiate('b1'));
    const select = () => battleApi.endpoints.getBattleDetail.select('b1')(store.getState()).data;
    expect(await until(() => select() !== undefined)).toBe(true);
    expect(count('GET /api/v1/battle/detail')).toBe(1);
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

    const roll = { userID: 'u2', slot: 2, round: 1, roll: 4242, itemID: 'i1', price: 1200, item: ITEM };
    sockets.last().receive(MsgType.playing, { battleID: 'b1', currentRound: 1, rolls: [roll], now: 7_000 });
    const b = select();
    expect(b?.currentRound).toBe(1);
    expect(b?.users[1].rolls).toEqual([roll]);
    expect(b?.users[1].rollAmount).toBe(1200);
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
