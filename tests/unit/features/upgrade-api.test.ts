// The upgrader's cache rules: nothing tells a roll's outcome before the gauge has shown it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rollApi } from '../../../src/api/roll';
import { baseApi } from '../../../src/api/base';
import { lootApi, pendingLoot } from '../../../src/api/loot';
import { upgradeApi, upgradeShown } from '../../../src/api/upgrade';
import { userApi } from '../../../src/api/user';
import { fakeApi, ME } from '../lib/api-fakes';

const ITEM = { id: 'awp', name: 'AWP | Asiimov', weapon: 'AWP', finish: 'Asiimov', rarity: 3, price: 2000 };
const RESULT = {
  id: 'u1',
  roll: 123,
  winTickets: 47500,
  won: true,
  loot: { id: 'l9', item: ITEM, status: 'pending', source: 'upgrade', createdAt: 1 },
  nonce: 2,
  serverSeedHash: 'h',
  clientSeed: 'c',
  stake: 1000,
  coins: 0,
  items: [],
  target: ITEM,
  createdAt: 1,
};
const SEED = { clientSeed: { seed: 'abc' }, serverSeedHash: 'h', nonce: 3, revealed: [] };

afterEach(() => vi.unstubAllGlobals());

/** Subscribes user/me, the pending loot, the seed and the upgrade history; waits for their first answers. */
async function readers() {
  const api = fakeApi({
    'GET /api/v1/user/me': ME,
    'GET /api/v1/loot/list': { list: [], cursor: null },
    'GET /api/v1/roll/seed': SEED,
    'GET /api/v1/upgrade/history': { list: [], cursor: null },
    'POST /api/v1/upgrade/roll': RESULT,
  });
  void api.store.dispatch(userApi.endpoints.getMe.initiate());
  void api.store.dispatch(lootApi.endpoints.getLootList.initiate(pendingLoot(null)));
  void api.store.dispatch(rollApi.endpoints.getSeed.initiate());
  void api.store.dispatch(upgradeApi.endpoints.upgradeHistory.initiate());
  const ready = await api.until(
    () =>
      api.count('GET /api/v1/user/me') === 1 &&
      api.count('GET /api/v1/loot/list') === 1 &&
      api.count('GET /api/v1/roll/seed') === 1 &&
      api.count('GET /api/v1/upgrade/history') === 1,
  );
  expect(ready).toBe(true);
  return api;
}

describe('upgrade cache', () => {
  it('a roll refetches nothing by itself; upgradeShown then refreshes the balance and the items', async () => {
    const { store, count, until } = await readers();
    const body = { lootIDs: ['l1'], coins: 0, targetItemID: 'awp', idempotencyKey: 'key-12345' };
    const result = await store.dispatch(upgradeApi.endpoints.rollUpgrade.initiate(body)).unwrap();
    expect(result.id).toBe('u1');
    // A later refetch of the seed has come back: any refetch the roll had caused would have started before it.
    store.dispatch(baseApi.util.invalidateTags(['Seed']));
    expect(await until(() => count('GET /api/v1/roll/seed') === 2)).toBe(true);
    expect(count('GET /api/v1/user/me')).toBe(1);
    expect(count('GET /api/v1/loot/list')).toBe(1);

    upgradeShown(store.dispatch);
    expect(
      await until(() => count('GET /api/v1/user/me') === 2 && count('GET /api/v1/loot/list') === 2),
    ).toBe(true);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('the history does not refetch on a User refresh (the missions event of a roll sends one at once)', async () => {
    const { store, count, until } = await readers();
    store.dispatch(baseApi.util.invalidateTags(['User', 'Loot']));
    expect(
      await until(() => count('GET /api/v1/user/me') === 2 && count('GET /api/v1/loot/list') === 2),
    ).toBe(true);
    expect(count('GET /api/v1/upgrade/history')).toBe(1);
    store.dispatch(baseApi.util.resetApiState());
  });
});
