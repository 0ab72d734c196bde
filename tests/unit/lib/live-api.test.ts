import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { liveApi } from '../../../src/api/live';
import { metaApi } from '../../../src/api/meta';
import { baseApi } from '../../../src/api/base';
import { setWsClient } from '../../../src/realtime/connection';
import { MsgType } from '../../../src/protocol/message-types';
import type { LootFeedEntry } from '../../../src/protocol/ws-events';
import type { Stats } from '../../../src/protocol/types';
import { connectedWsClient } from './ws-fakes';

const tick = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const { ws, sockets } = connectedWsClient();
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (d) => d().concat(baseApi.middleware),
  });
  const channelsSent = () =>
    sockets
      .last()
      .sent.filter((f) => f.type === MsgType.subscribe)
      .map((f) => (f.payload as { channels: string[] }).channels);
  /** Drops the subscription and the cache entry, and lets the client send its unsubscribe. */
  const release = async (sub: { unsubscribe(): void }) => {
    sub.unsubscribe();
    store.dispatch(baseApi.util.resetApiState());
    await tick();
  };
  return { ws, socket: sockets.last(), store, channelsSent, release };
}

const loot = (id: string): LootFeedEntry => ({
  id,
  item: {
    id: 'item',
    name: 'Skin',
    weapon: 'Weapon',
    finish: 'Finish',
    rarity: 'Covert',
    price: 1,
    image: '',
    base: 'AWP',
    pattern: 'Asiimov',
    exterior: 'FT',
    stattrak: false,
  },
  user: { userID: 'u', nickname: 'n', avatar: '' },
  source: 'case',
  sourceID: null,
  createdAt: 0,
});

afterEach(() => setWsClient(null));
describe('live RTK Query endpoints', () => {
  it('getLootFeed starts from the recent drops, then follows loot:feed:* and keeps the 10 newest', async () => {
    const { socket, store, channelsSent, release } = setup();
    // What GET /v1/loot/feed answered (the HTTP part is the server's, tested in tests/integration/loot-feed.test.ts).
    await store.dispatch(liveApi.util.upsertQueryData('getLootFeed', 'all', [loot('old2'), loot('old1')]));
    const sub = store.dispatch(liveApi.endpoints.getLootFeed.initiate('all'));
    await tick();
    expect(
      liveApi.endpoints.getLootFeed
        .select('all')(store.getState())
        .data?.map((e) => e.id),
    ).toEqual(['old2', 'old1']);
    expect(channelsSent().at(-1)).toEqual(['loot:feed:*']);
    socket.receive(MsgType.loot, loot('l1'));
    expect(
      liveApi.endpoints.getLootFeed
        .select('all')(store.getState())
        .data?.map((e) => e.id),
    ).toEqual(['l1', 'old2', 'old1']);
    for (let i = 2; i <= 15; i++) socket.receive(MsgType.loot, loot(`l${i}`));
    const feed = liveApi.endpoints.getLootFeed.select('all')(store.getState()).data ?? [];
    expect(feed.map((e) => e.id)).toEqual(['l15', 'l14', 'l13', 'l12', 'l11', 'l10', 'l9', 'l8', 'l7', 'l6']);
    await release(sub);
    expect(channelsSent().at(-1)).toEqual([]);
  });

  it('followSiteStats writes stat (90000) events into the one GET /meta/stat entry, and stops when unfollowed', async () => {
    const { socket, store, channelsSent, release } = setup();
    const seed: Stats = {
      online: 1,
      userCount: 2,
      battleCount: 3,
      upgradeCount: 4,
      caseCount: 5,
      battleActive: 6,
    };
    await store.dispatch(metaApi.util.upsertQueryData('getSiteStats', undefined, seed));
    const follow = store.dispatch(liveApi.endpoints.followSiteStats.initiate());
    await tick();
    expect(channelsSent().at(-1)).toEqual(['stat']);
    socket.receive(MsgType.stat, { ...seed, online: 42 });
    expect(metaApi.endpoints.getSiteStats.select()(store.getState()).data?.online).toBe(42);
    await release(follow);
    expect(channelsSent().at(-1)).toEqual([]);
  });

  it('getBattleStat follows battle:stat (90019)', async () => {
    const { socket, store, channelsSent } = setup();
    void store.dispatch(liveApi.endpoints.getBattleStat.initiate());
    await tick();
    expect(channelsSent().at(-1)).toEqual(['battle:stat']);
    socket.receive(MsgType.battleStat, { battleActive: 3, battleCount: 9 });
    expect(liveApi.endpoints.getBattleStat.select()(store.getState()).data).toEqual({
      battleActive: 3,
      battleCount: 9,
    });
  });
});
