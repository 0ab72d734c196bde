/**
 * Two built server processes on one PostgreSQL and one Redis: what one process does, a spectator on the other sees,
 * and a Redis outage is survived without a restart (health reports it down, then up).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { cheapCases, player } from '../integration/battle-helpers';
import { openSocket, type TestSocket } from '../integration/ws-test-client';
import { clusterAvailable, startCluster, waitFor, type Cluster, type ClusterProcess } from './harness';

const json = (r: Response) =>
  r.json() as Promise<{ data?: Record<string, unknown>; error?: { code: string } }>;

async function subscribe(p: ClusterProcess, channels: string[]): Promise<TestSocket> {
  const s = await openSocket(p.wsUrl, { origin: p.url });
  s.send(MsgType.subscribe, { channels }, 7);
  await s.next(MsgType.subscribe, 10_000);
  return s;
}

async function health(
  p: ClusterProcess,
): Promise<{ status: number; body: { data: { fanout: string; redis: string; status: string } } }> {
  const res = await fetch(`${p.url}/api/v1/meta/health`);
  return {
    status: res.status,
    body: (await res.json()) as { data: { fanout: string; redis: string; status: string } },
  };
}

describe.skipIf(!clusterAvailable)('fan-out across processes', () => {
  let cluster: Cluster;
  let a: ClusterProcess;
  let b: ClusterProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    // Battles 20x faster than production: a one-case 1v1 plays in well under a second.
    cluster = await startCluster(2, {
      env: { BATTLE_TIME_SCALE: '0.05', REALTIME_TEST_PUBLISH: '1' },
      redisProxy: true,
    });
    [a, b] = cluster.processes;
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await cluster?.stop();
  });

  it('both processes report Redis and fan-out up', async () => {
    for (const p of [a, b]) {
      const h = await health(p);
      expect(h.status).toBe(200);
      expect(h.body.data).toMatchObject({ status: 'ok', redis: 'up', fanout: 'up' });
    }
  });

  it('a battle created and played through process A shows created, playing and finished to a spectator on B', async () => {
    const lobby = await subscribe(b, ['battle:*']);
    sockets.push(lobby);
    const [c] = await cheapCases(cluster.db, 1);
    const creator = await player(cluster.db, 100_000, 'creator');
    const rival = await player(cluster.db, 100_000, 'rival');

    const created = await fetch(`${a.url}/api/v1/battle/create`, {
      method: 'POST',
      headers: { ...creator.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2 }),
    });
    expect(created.status).toBe(200);
    const battle = (await json(created)).data as unknown as { id: string };
    const announced = await lobby.next(MsgType.battleCreated, 10_000);
    expect((announced.payload as { battle: { id: string } }).battle.id).toBe(battle.id);

    // The spectator on B watches the battle itself; the second player joins through A.
    const watcher = await subscribe(b, [`battle:${battle.id}`]);
    sockets.push(watcher);
    const joined = await fetch(`${a.url}/api/v1/battle/join`, {
      method: 'POST',
      headers: { ...rival.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ battleID: battle.id, slot: 2 }),
    });
    expect(joined.status).toBe(200);

    const processing = await watcher.next(MsgType.processing, 15_000);
    expect(processing.payload).toMatchObject({ battleID: battle.id, status: 'processing' });
    const playing = await watcher.next(MsgType.playing, 15_000);
    expect(playing.payload).toMatchObject({ battleID: battle.id, currentRound: 1 });
    const finished = await watcher.next(MsgType.finished, 15_000);
    const result = finished.payload as {
      battleID: string;
      serverSeed: string;
      users: { winAmount: number }[];
    };
    expect(result.battleID).toBe(battle.id);
    expect(result.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    // B's own API reads the same finished battle from the shared database.
    const detail = await json(await fetch(`${b.url}/api/v1/battle/detail?battleID=${battle.id}`));
    expect((detail.data!.battle as { status: string }).status).toBe('finished');
  });

  it('a Redis outage is reported by health and fan-out resumes without a restart', async () => {
    const watcher = await subscribe(b, ['battle:outage-check']);
    sockets.push(watcher);
    const publish = (p: ClusterProcess, n: number) =>
      fetch(`${p.url}/api/v1/_test/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          channel: 'battle:outage-check',
          type: MsgType.userLeft,
          payload: { battleID: 'outage-check', users: [], n },
        }),
      });

    await cluster.redisProxy!.cut();
    await waitFor('both processes to report fan-out down', async () =>
      (await Promise.all([health(a), health(b)])).every(
        (h) => h.body.data.fanout === 'down' && h.body.data.redis === 'down',
      ),
    );
    // While Redis is away each process still serves its own spectators.
    expect((await health(b)).status).toBe(200);

    await cluster.redisProxy!.restore();
    await waitFor('both processes to report fan-out up again', async () =>
      (await Promise.all([health(a), health(b)])).every((h) => h.body.data.fanout === 'up'),
    );
    const from = watcher.frames.length;
    expect((await publish(a, 2)).status).toBe(200);
    const after = await watcher.next(MsgType.userLeft, 10_000, from);
    expect(after.payload).toMatchObject({ n: 2 });
  });
});
