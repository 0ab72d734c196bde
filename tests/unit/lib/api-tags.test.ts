// The shared endpoints of src/lib: one cache entry per resource, and mutations refreshing every reader through tags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../src/api/base';
import { caseApi } from '../../../src/api/case';
import { lootApi, lootListQuery, pendingLoot } from '../../../src/api/loot';
import { userApi } from '../../../src/api/user';
import { fakeApi, ME } from './api-fakes';

const EMPTY_PAGE = { list: [], cursor: null };

afterEach(() => vi.unstubAllGlobals());

describe('shared API endpoints and tags', () => {
  it('selling loot refetches user/me and every loot list together', async () => {
    const { store, count, until } = fakeApi({
      'GET /api/v1/user/me': ME,
      'GET /api/v1/loot/list': EMPTY_PAGE,
      'POST /api/v1/loot/sell': { soldCount: 1, amount: 120, balance: 1620 },
    });
    void store.dispatch(userApi.endpoints.getMe.initiate());
    void store.dispatch(lootApi.endpoints.getLootList.initiate(pendingLoot(null)));
    void store.dispatch(
      lootApi.endpoints.getLootList.initiate({ status: ['pending', 'sold'], cursor: null }),
    );
    expect(
      await until(() => count('GET /api/v1/user/me') === 1 && count('GET /api/v1/loot/list') === 2),
    ).toBe(true);

    const sale = await store.dispatch(lootApi.endpoints.sellLoot.initiate(['l1'])).unwrap();
    expect(sale.balance).toBe(1620);
    expect(
      await until(() => count('GET /api/v1/user/me') === 2 && count('GET /api/v1/loot/list') === 4),
    ).toBe(true);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('user/me is one cache entry whoever reads it', async () => {
    const { store, count, until } = fakeApi({ 'GET /api/v1/user/me': ME });
    void store.dispatch(userApi.endpoints.getMe.initiate());
    void store.dispatch(userApi.endpoints.getMe.initiate());
    await until(() => userApi.endpoints.getMe.select()(store.getState()).isSuccess);
    expect(count('GET /api/v1/user/me')).toBe(1);
    expect(userApi.endpoints.getMe.select()(store.getState()).data?.wallets[0].balance).toBe(1500);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('the loot list sends each state as its own status parameter, the page size and the cursor', () => {
    expect(lootListQuery({ status: ['pending', 'sold'], cursor: null })).toBe(
      'pageSize=80&status=pending&status=sold',
    );
    expect(lootListQuery(pendingLoot('c2'))).toBe('pageSize=80&status=pending&cursor=c2');
  });

  it('the case list is one endpoint: the same entry for the catalog and battle creation', async () => {
    const list = [{ id: 'c1', slug: 'c1', title: 'One', type: 'daily', image: '', price: 100 }];
    const { store, count, until } = fakeApi({ 'GET /api/v1/case/list': { list } });
    void store.dispatch(caseApi.endpoints.caseList.initiate());
    void store.dispatch(caseApi.endpoints.caseList.initiate());
    await until(() => caseApi.endpoints.caseList.select()(store.getState()).isSuccess);
    expect(count('GET /api/v1/case/list')).toBe(1);
    expect(caseApi.endpoints.caseList.select()(store.getState()).data).toEqual(list);
    store.dispatch(baseApi.util.resetApiState());
  });
});
