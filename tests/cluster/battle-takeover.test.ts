/**
 * Two built server processes on one PostgreSQL: the process running a battle is killed with SIGKILL mid-battle; the
 * other takes the battle over once its lease runs out, finishes it with the same seeds, credits it once, and the
 * ledger still balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderOf } from '../../server/kernel/leases';
import { battleLeaseKey } from '../../server/services/battles/store';
import { cheapCases, player, verifyBattle, type BattleJson } from '../integration/battle-helpers';
import { ledgerProblems } from '../integration/catalog-helpers';
import { clusterAvailable, startCluster, waitFor, type Cluster, type ClusterProcess } from './harness';

// 20x faster than production: a round is 310 ms. The lease is the shortest the config allows (1 s).
const ROUNDS = 10;

describe.skipIf(!clusterAvailable)('a battle outlives the process running it', () => {
  let cluster: Cluster;
  let a: ClusterProcess;
  let b: ClusterProcess;

  beforeAll(async () => {
    cluster = await startCluster(2, {
      env: { BATTLE_TIME_SCALE: '0.05', BATTLE_LEASE_MS: '1000', BATTLE_GIVE_UP_MS: '60000' },
    });
    [a, b] = cluster.processes;
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  const post = async (p: ClusterProcess, url: string, body: unknown, auth: { authorization: string }) => {
    const res = await fetch(`${p.url}/api/v1${url}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: BattleJson } };
  };
  const game = (id: string) =>
    cluster.db.kysely
      .selectFrom('battle_games')
      .innerJoin('battles', 'battles.id', 'battle_games.id')
      .select(['battles.status', 'battle_games.current_round', 'battle_games.cancelled'])
      .where('battle_games.id', '=', id)
      .executeTakeFirstOrThrow();

  it('kill -9 of the owner: the other process finishes the battle once and the ledger sums to zero', async () => {
    const [c] = await cheapCases(cluster.db, 1);
    const creator = await player(cluster.db, c.price * ROUNDS, 'creator');
    const rival = await player(cluster.db, c.price * ROUNDS, 'rival');
    const created = await post(
      a,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: ROUNDS }], type: 'single', players: 2, mode: 'default' },
      creator.auth,
    );
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    expect((await post(a, '/battle/join', { battleID: id, slot: 2 }, rival.auth)).status).toBe(200);

    // A filled it, so A runs it at first; on a loaded machine a stall longer than the 1 s lease may already have
    // moved it to B, which is the same takeover. Whichever process the lease names is the one killed.
    await waitFor('round 2 to be played', async () => Number((await game(id)).current_round) >= 2);
    const held = await holderOf(cluster.db.kysely, battleLeaseKey(id));
    const owner = [a, b].find((p) => held?.owner.includes(`:${p.proc.pid}:`));
    expect(owner, `lease owner ${held?.owner}`).toBeDefined();
    const survivor = owner === a ? b : a;

    await owner!.kill('SIGKILL');
    const cut = await game(id);
    expect(cut.status).toBe('playing');
    expect(Number(cut.current_round)).toBeLessThan(ROUNDS);

    await waitFor(
      'the survivor to finish the battle',
      async () => (await game(id)).status === 'finished',
      30_000,
    );
    const res = await fetch(`${survivor.url}/api/v1/battle/detail?battleID=${id}`);
    const done = ((await res.json()) as { data: { battle: BattleJson } }).data.battle;
    expect(done.cancelled).toBe(false);
    verifyBattle(done);

    // Every roll and award once; every item a player won is one loot entry.
    const rolls = await cluster.db.kysely
      .selectFrom('battle_rolls')
      .select('round')
      .where('battle_id', '=', id)
      .execute();
    expect(rolls).toHaveLength(ROUNDS * 2);
    const awards = await cluster.db.kysely
      .selectFrom('battle_awards')
      .select('loot_id')
      .where('battle_id', '=', id)
      .execute();
    expect(awards).toHaveLength(ROUNDS * 2);
    const loot = await cluster.db.kysely
      .selectFrom('loot')
      .select('id')
      .where('source_ref', '=', id)
      .execute();
    expect(loot.map((l) => l.id).sort()).toEqual(awards.map((x) => x.loot_id).sort());
    expect(await holderOf(cluster.db.kysely, battleLeaseKey(id))).toBeNull();
    expect(await ledgerProblems(cluster.db)).toEqual([]);
  });
});
