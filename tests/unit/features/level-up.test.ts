// A live level-up refetches the user info (the header's ring and point balance) and shows one toast.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLevelUp } from '../../../src/features/levels/level-up-toast';
import { userApi } from '../../../src/api/user';
import { fakeApi, ME } from '../lib/api-fakes';

afterEach(() => vi.unstubAllGlobals());

describe('applyLevelUp', () => {
  it('invalidates the User tag, so GET /user/me is fetched again, and dispatches one toast', async () => {
    const { store, count, until } = fakeApi({ 'GET /api/v1/user/me': ME });
    const sub = store.dispatch(userApi.endpoints.getMe.initiate());
    expect(await until(() => count('GET /api/v1/user/me') === 1)).toBe(true);
    const seen: UnknownAction[] = [];
    const dispatch = ((action: UnknownAction) => {
      seen.push(action);
      return store.dispatch(action);
    }) as Dispatch;
    applyLevelUp(dispatch, { lv: 2, xp: 500, levelXp: 500, nextLevelXp: 2000, reward: 100_000 }, 'en-US');
    expect(await until(() => count('GET /api/v1/user/me') === 2)).toBe(true);
    const toasts = seen;
    expect(toasts.filter((a) => a.type.endsWith('toastAdded'))).toHaveLength(1);
    sub.unsubscribe();
  });
});
