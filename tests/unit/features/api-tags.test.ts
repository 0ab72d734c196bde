// Feature mutations that move money or items refresh every reader of what they change (src/api/base.ts tags).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { battleApi } from '../../../src/api/battle';
import { caseApi } from '../../../src/api/case';
import { rollApi } from '../../../src/api/roll';
import { baseApi } from '../../../src/api/base';
import { lootApi, pendingLoot } from '../../../src/api/loot';
import { userApi } from '../../../src/api/user';
import { fakeApi, ME } from '../lib/api-fakes';

const SEED = { clientSeed: { seed: 'abc' }, serverSeedHash: 'h', nonce: 3, revealed: [] };
const OPENING = {
  id: 'o1',
  caseID: 'c1',
  count: 1,
  price: 100,
  nonce: 4,
  serverSeedHash: 'h',
  clientSeed: 'abc',
  results: [],
};

afterEach(() => vi.unstubAllGlobals());

/** Subscribes user/me, the pending loot and the seed, and waits for their first answers. */
async function readers(routes: Record<string, unknown>) {
  const api = fakeApi({
    'GET /api/v1/user/me': ME,
    'GET /api/v1/loot/list': { list: [], cursor: null },
    'GET /api/v1/roll/seed': SEED,
    ...routes,
  });
  void api.store.dispatch(userApi.endpoints.getMe.initiate());
  void api.store.dispatch(lootApi.endpoints.getLootList.initiate(pendingLoot(null)));
  void api.store.dispatch(rollApi.endpoints.getSeed.initiate());
  const ready = await api.until(
    () =>
      api.count('GET /api/v1/user/me') === 1 &&
      api.count('GET /api/v1/loot/list') === 1 &&
      api.count('GET /api/v1/roll/seed') === 1,
  );
  expect(ready).toBe(true);
  return api;
}

describe('tag invalidation by feature mutations', () => {
  it('opening a case refetches the balance (user/me), the loot list and the seed (its nonce moved)', async () => {
    const { store, count, until } = await readers({ 'POST /api/v1/case/open': { opening: OPENING } });
    const opening = await store
      .dispatch(caseApi.endpoints.openCases.initiate({ caseID: 'c1', count: 1, idempotencyKey: 'k1' }))
      .unwrap();
    expect(opening.id).toBe('o1');
    const refreshed = await until(
      () =>
        count('GET /api/v1/user/me') === 2 &&
        count('GET /api/v1/loot/list') === 2 &&
        count('GET /api/v1/roll/seed') === 2,
    );
    expect(refreshed).toBe(true);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('joining a battle refetches the balance and the loot list, not the seed', async () => {
    const { store, count, until } = await readers({ 'POST /api/v1/battle/join': {} });
    await store.dispatch(battleApi.endpoints.joinBattle.initiate({ battleID: 'b1', slot: 2 })).unwrap();
    expect(
      await until(() => count('GET /api/v1/user/me') === 2 && count('GET /api/v1/loot/list') === 2),
    ).toBe(true);
    expect(count('GET /api/v1/roll/seed')).toBe(1);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('a refused opening refreshes the balance too, so a stale balance corrects itself', async () => {
    const { store, count, until } = await readers({});
    const res = await store.dispatch(
      caseApi.endpoints.openCases.initiate({ caseID: 'c1', count: 1, idempotencyKey: 'k2' }),
    );
    expect('error' in res).toBe(true);
    expect(await until(() => count('GET /api/v1/user/me') === 2)).toBe(true);
    store.dispatch(baseApi.util.resetApiState());
  });
});
