import { describe, expect, it } from 'vitest';
import { bindWsToken, type TokenStore } from '../../../src/realtime/token-binding';

function fakeStore(token: string | null) {
  let state = { session: { token } };
  const listeners = new Set<() => void>();
  const store: TokenStore & { set(t: string | null): void; poke(): void } = {
    getState: () => state,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(t) {
      state = { session: { token: t } };
      for (const l of listeners) l();
    },
    poke() {
      for (const l of listeners) l();
    },
  };
  return store;
}

describe('bindWsToken', () => {
  it('applies a new token on sign-in and null on sign-out, but not unrelated store changes', () => {
    const store = fakeStore(null);
    const applied: (string | null)[] = [];
    const unbind = bindWsToken(store, (t) => applied.push(t));
    store.poke();
    store.set('abc');
    store.poke();
    store.set(null);
    expect(applied).toEqual(['abc', null]);
    unbind();
    store.set('later');
    expect(applied).toEqual(['abc', null]);
  });
});
