// The one live-subscription helper (src/api/live.ts): events ordered by revision against the snapshot, a gap or a
// reconnect refetching once, and every followed resource resynchronised after a reconnect.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { follow, revisionGate } from '../../../src/api/live';
import { battleApi } from '../../../src/api/battle';
import { setWsClient } from '../../../src/realtime/connection';
import { MsgType } from '../../../src/protocol/message-types';
import { connectedWsClient } from '../lib/ws-fakes';
import { fakeApi } from '../lib/api-fakes';
import { battleView } from '../lib/battle-fixtures';

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  setWsClient(null);
  vi.unstubAllGlobals();
});

/** A gate over a plain cache: `rev` is the cached revision, `applied` what reached it, `fetch` settles a refetch. */
function gateOver(start: number) {
  const cache = { rev: start };
  const applied: number[] = [];
  let settle = (_snapshot: number) => {};
  const refetch = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        settle = (snapshot) => {
          cache.rev = snapshot;
          resolve();
        };
      }),
  );
  const gate = revisionGate<{ revision: number }>({
    revisionOf: (e) => e.revision,
    known: () => cache.rev,
    apply: (e) => {
      applied.push(e.revision);
      cache.rev = Math.max(cache.rev, e.revision);
    },
    refetch,
  });
  return { gate, cache, applied, refetch, fetch: (snapshot: number) => settle(snapshot) };
}

describe('revisionGate', () => {
  it('applies events newer than the snapshot (and those of its own transaction), drops older ones', () => {
    const { gate, applied, refetch } = gateOver(5);
    gate.push({ revision: 4 });
    gate.push({ revision: 6 });
    gate.push({ revision: 6 });
    gate.push({ revision: 7 });
    gate.push({ revision: 5 });
    expect(applied).toEqual([6, 6, 7]);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('a gap refetches the snapshot once, holds events meanwhile and applies those newer than it', async () => {
    const { gate, applied, refetch, fetch } = gateOver(5);
    gate.push({ revision: 8 });
    gate.push({ revision: 10 });
    gate.push({ revision: 9 });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(applied).toEqual([]);
    fetch(8);
    await tick();
    expect(applied).toEqual([8, 9, 10]);
    gate.push({ revision: 11 });
    expect(applied).toEqual([8, 9, 10, 11]);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a resync (reconnect) refetches once however often it is asked, then drops what the snapshot has', async () => {
    const { gate, applied, refetch, fetch } = gateOver(3);
    gate.resync();
    gate.resync();
    gate.push({ revision: 4 });
    expect(refetch).toHaveBeenCalledTimes(1);
    fetch(6);
    await tick();
    expect(applied).toEqual([]);
  });
});

describe('follow', () => {
  it('resynchronises every followed resource after a reconnect, and only those still followed', () => {
    const { ws, sockets } = connectedWsClient();
    const a = vi.fn();
    const b = vi.fn();
    const gone = vi.fn();
    follow(ws, { channels: ['x'], listen: () => [], resync: a });
    follow(ws, { channels: ['y'], listen: () => [], resync: b });
    const stop = follow(ws, { channels: ['z'], listen: () => [], resync: gone });
    stop();
    expect(ws.subscriptions).toEqual(['x', 'y']);
    expect(a).not.toHaveBeenCalled();
    sockets.last().drop(4000);
    ws.resume();
    sockets.last().open();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });

  it('a catch-up feed resyncs once when its subscription is live', () => {
    const { ws } = connectedWsClient();
    const resync = vi.fn();
    follow(ws, { channels: ['battle:b1'], listen: () => [], resync, catchUp: true });
    expect(resync).toHaveBeenCalledTimes(1);
  });
});

describe('getBattleDetail', () => {
  it('applies newer events, drops older ones and refetches once on a gap, with no refetch loop', async () => {
    const { sockets } = connectedWsClient();
    const snapshot = (revision: number, currentRound: number) => ({
      battle: battleView({ id: 'b1', status: 'playing', revision, currentRound, totalRound: 9 }),
      templateID: null,
    });
    const routes: Record<string, unknown> = { 'GET /api/v1/battle/detail': snapshot(3, 1) };
    const api = fakeApi(routes);
    void api.store.dispatch(battleApi.endpoints.getBattleDetail.initiate('b1'));
    const detail = () => battleApi.endpoints.getBattleDetail.select('b1')(api.store.getState()).data;
    const DETAIL = 'GET /api/v1/battle/detail';
    // The first answer, then one catch-up fetch once the channel is subscribed.
    expect(await api.until(() => api.count(DETAIL) === 2 && detail() !== undefined)).toBe(true);
    await tick();
    const play = (revision: number, currentRound: number) =>
      sockets.last().receive(MsgType.playing, { battleID: 'b1', revision, currentRound, rolls: [] });
    play(4, 2);
    expect(detail()).toMatchObject({ revision: 4, currentRound: 2 });
    play(2, 1);
    expect(detail()).toMatchObject({ revision: 4, currentRound: 2 });
    // Another battle's event on a shared listener is not this battle's gap.
    sockets.last().receive(MsgType.playing, { battleID: 'b2', revision: 40, currentRound: 5, rolls: [] });
    expect(api.count(DETAIL)).toBe(2);
    routes[DETAIL] = snapshot(6, 4);
    play(6, 4);
    expect(await api.until(() => detail()?.revision === 6)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(api.count(DETAIL)).toBe(3);
    play(7, 5);
    expect(detail()).toMatchObject({ revision: 7, currentRound: 5 });
    expect(api.count(DETAIL)).toBe(3);
  });
});
