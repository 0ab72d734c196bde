// The withdrawals list follows 90106 tradeChanged on the player's own channel: statuses move in place, a new one goes
// first, a late event never undoes a newer or final state, and a withdrawal that ends refreshes the loot lists.
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { baseApi } from '../../../src/api/base';
import { tradeApi } from '../../../src/api/trade';
import { setWsClient } from '../../../src/realtime/connection';
import { MsgType } from '../../../src/protocol/message-types';
import type { TradeStatus, Withdrawal } from '../../../src/protocol/trade';
import { connectedWsClient } from './ws-fakes';

const tick = () => new Promise((r) => setTimeout(r, 0));

const w = (id: string, status: TradeStatus, updatedAt: number): Withdrawal => ({
  id,
  lootID: `loot-${id}`,
  item: {
    id: 'p250',
    name: 'P250 | Sand Dune',
    weapon: 'P250',
    finish: 'Sand Dune',
    rarity: 7,
    price: 250,
    image: '',
    base: 'P250',
    pattern: 'Sand Dune',
    exterior: 'Field-Tested',
    stattrak: false,
  },
  status,
  provider: 'sandbox',
  offerID: null,
  createdAt: 1,
  updatedAt,
});

afterEach(() => setWsClient(null));

/** The root state the endpoint's selector reads (the store is built on baseApi, without the added tag type). */
type State = Parameters<ReturnType<typeof tradeApi.endpoints.getWithdrawals.select>>[0];

describe('getWithdrawals', () => {
  it('follows user:{id} and applies 90106 in place, newest first, never going back', async () => {
    const { sockets } = connectedWsClient();
    const socket = sockets.last();
    const invalidated: unknown[] = [];
    const record: Middleware = () => (next) => (action) => {
      if (baseApi.util.invalidateTags.match(action)) invalidated.push(action.payload);
      return next(action);
    };
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (d) => d().concat(baseApi.middleware).concat(record),
    });
    await store.dispatch(tradeApi.util.upsertQueryData('getWithdrawals', 'u1', [w('a', 'withdrawing', 10)]));
    const sub = store.dispatch(tradeApi.endpoints.getWithdrawals.initiate('u1'));
    await tick();
    const subscribed = socket.sent
      .filter((f) => f.type === MsgType.subscribe)
      .map((f) => (f.payload as { channels: string[] }).channels);
    expect(subscribed.at(-1)).toEqual(['user:u1']);
    const list = () =>
      (tradeApi.endpoints.getWithdrawals.select('u1')(store.getState() as State).data ?? []).map(
        (x) => `${x.id}:${x.status}`,
      );

    socket.receive(MsgType.tradeChanged, w('a', 'sent', 20));
    expect(list()).toEqual(['a:sent']);
    socket.receive(MsgType.tradeChanged, w('b', 'withdrawing', 30));
    expect(list()).toEqual(['b:withdrawing', 'a:sent']);
    socket.receive(MsgType.tradeChanged, w('a', 'withdrawing', 10)); // late
    expect(list()).toEqual(['b:withdrawing', 'a:sent']);
    expect(invalidated).toEqual([]);
    socket.receive(MsgType.tradeChanged, w('a', 'accepted', 40));
    socket.receive(MsgType.tradeChanged, w('a', 'sent', 40));
    expect(list()).toEqual(['b:withdrawing', 'a:accepted']);
    // The item left (or came back): the pending loot and the balance readers refetch.
    expect(invalidated[0]).toEqual(['Loot', 'User']);
    // Steam's trade protection: an accepted trade can still be reverted within 7 days; the item comes back.
    socket.receive(MsgType.tradeChanged, w('a', 'reversed', 50));
    expect(list()).toEqual(['b:withdrawing', 'a:reversed']);
    expect(invalidated).toHaveLength(2);
    socket.receive(MsgType.tradeChanged, w('a', 'accepted', 60));
    expect(list()).toEqual(['b:withdrawing', 'a:reversed']);
    sub.unsubscribe();
  });
});
