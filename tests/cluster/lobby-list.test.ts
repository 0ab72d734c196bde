/**
 * Two built server processes on one PostgreSQL and one Redis: the lobby list each keeps in memory follows battles
 * made, changed and ended through the other one (notices over Redis), and both answer what the database holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheapCases, player, type BattleJson } from '../integration/battle-helpers';
import { clusterAvailable, startCluster, waitFor, type Cluster, type ClusterProcess } from './harness';

type Auth = { authorization: string };

describe.skipIf(!clusterAvailable)('the lobby list across processes', () => {
  let cluster: Cluster;
  let a: ClusterProcess;
  let b: ClusterProcess;

  beforeAll(async () => {
    cluster = await startCluster(2, { env: { BATTLE_TIME_SCALE: '0.01' } });
    [a, b] = cluster.processes;
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  const post = async (p: ClusterProcess, url: string, body: unknown, auth: Auth) => {
    const res = await fetch(`${p.url}/api/v1${url}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: BattleJson } };
  };
  const list = async (p: ClusterProcess, auth?: Auth) => {
    const res = await fetch(`${p.url}/api/v1/battle/list`, { headers: auth });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { list: BattleJson[] } }).data.list;
  };
  const statusIn = async (p: ClusterProcess, id: string, auth?: Auth) =>
    (await list(p, auth)).find((x) => x.id === id)?.status ?? 'absent';
  const becomes = (p: ClusterProcess, id: string, status: string, auth?: Auth) =>
    waitFor(`${status} in ${p.name}'s list`, async () => (await statusIn(p, id, auth)) === status, 10_000);

  it('a battle created on A shows in B, follows its seats, and leaves when cancelled', async () => {
    const [c] = await cheapCases(cluster.db, 1);
    const creator = await player(cluster.db, c.price * 4, 'creator');
    const rival = await player(cluster.db, c.price * 4, 'rival');
    const spec = { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 3 };
    const created = await post(a, '/battle/create', spec, creator.auth);
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    await becomes(b, id, 'waiting');

    expect((await post(a, '/battle/join', { battleID: id, slot: 2 }, rival.auth)).status).toBe(200);
    await waitFor(
      'the joined seat in B',
      async () => (await list(b)).find((x) => x.id === id)?.users.length === 2,
      10_000,
    );

    // Cancelled through B this time: A's list drops it.
    expect((await post(b, '/battle/leave', { battleID: id, slot: 1 }, creator.auth)).status).toBe(200);
    expect(await statusIn(b, id)).toBe('absent');
    await becomes(a, id, 'absent');
  });

  it('a private battle made on A shows in B only to its creator', async () => {
    const [c] = await cheapCases(cluster.db, 1);
    const creator = await player(cluster.db, c.price * 2, 'private');
    const other = await player(cluster.db, 0, 'other');
    const spec = { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2, isPublic: false };
    const created = await post(a, '/battle/create', spec, creator.auth);
    const id = created.body.data!.id;
    await becomes(b, id, 'waiting', creator.auth);
    expect(await statusIn(b, id)).toBe('absent');
    expect(await statusIn(b, id, other.auth)).toBe('absent');
  });

  it('a battle filled on A and played there shows finished in B, as in the database', async () => {
    const [c] = await cheapCases(cluster.db, 1);
    const creator = await player(cluster.db, c.price * 2, 'player1');
    const rival = await player(cluster.db, c.price * 2, 'player2');
    const spec = { cases: [{ caseID: c.id, quantity: 2 }], type: 'single', players: 2 };
    const id = (await post(a, '/battle/create', spec, creator.auth)).body.data!.id;
    await becomes(b, id, 'waiting');
    expect((await post(a, '/battle/join', { battleID: id, slot: 2 }, rival.auth)).status).toBe(200);
    await becomes(b, id, 'finished');
    const inB = (await list(b)).find((x) => x.id === id)!;
    const inA = (await list(a)).find((x) => x.id === id)!;
    expect({ ...inB, now: 0 }).toEqual({ ...inA, now: 0 });
    expect(inB.users.some((u) => (u as { isWinner?: boolean }).isWinner)).toBe(true);
  });
});
