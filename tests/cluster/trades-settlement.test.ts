/**
 * Withdrawals settle exactly once across processes (issue 12): three built server processes on one PostgreSQL and
 * one Redis, the sandbox trade provider declining every offer within a second. Players withdraw through different
 * processes while watching their own channel on others; the holder of the lease `job:trades` is killed with SIGKILL
 * once offers are out, another process takes over, and every item comes back to pending while no step of any trade
 * is announced twice (a step applied twice would be published twice).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channel } from '../../src/protocol/channels';
import { MsgType } from '../../src/protocol/message-types';
import type { Withdrawal } from '../../src/protocol/trade';
import { holderOf } from '../../server/kernel/leases';
import { TRADES_LEASE } from '../../server/services/trades/settlement';
import { battleLoot } from '../integration/catalog-helpers';
import { createSignedInUser } from '../integration/helpers';
import { ownTradeUrl } from '../integration/trades-helpers';
import { openSocket, type TestSocket } from '../integration/ws-test-client';
import { clusterAvailable, startCluster, waitFor, type Cluster, type ClusterProcess } from './harness';

const ENV = {
  TRADE_SANDBOX_OUTCOME: 'declined',
  TRADE_SANDBOX_SEND_MS: '300',
  TRADE_SANDBOX_SETTLE_MS: '800',
  TRADE_TICK_MS: '100',
  BATTLE_LEASE_MS: '1000',
};

/** The process whose pid is in the lease holder's name. */
async function holder(cluster: Cluster): Promise<ClusterProcess> {
  let found: ClusterProcess | undefined;
  await waitFor(
    'a process to hold job:trades',
    async () => {
      const h = await holderOf(cluster.db.kysely, TRADES_LEASE);
      found = cluster.processes.find((p) => h?.owner.includes(`:${p.proc.pid}:`));
      return found !== undefined;
    },
    20_000,
  );
  return found!;
}

describe.skipIf(!clusterAvailable)('withdrawals settle once across processes', () => {
  let cluster: Cluster | undefined;
  const sockets: TestSocket[] = [];
  // Three processes take a while to start on a busy machine: not part of the test's own budget.
  beforeAll(async () => {
    cluster = await startCluster(3, { env: ENV });
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    await cluster?.stop();
  });

  // A hang guard, not a speed check: the waits below add up to more than the project's 60 s default.
  it(
    'a killed settler is taken over; every item comes back once and no step is announced twice',
    { timeout: 150_000 },
    async () => {
      if (!cluster) throw new Error('the cluster did not start');
      const settler = await holder(cluster);
      const others = cluster.processes.filter((p) => p !== settler);
      const players = [];
      for (const [i, name] of ['w1', 'w2', 'w3'].entries()) {
        const u = await createSignedInUser(cluster.db, name);
        const watch = others[i % others.length];
        const s = await openSocket(`${watch.wsUrl}?token=${u.token}`);
        s.send(MsgType.subscribe, { channels: [Channel.user(u.userId)] }, 1);
        await s.next(MsgType.subscribe);
        sockets.push(s);
        const via = cluster.processes[i];
        const saved = await fetch(`${via.url}/api/v1/user/prefs`, {
          method: 'POST',
          headers: { ...u.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ tradeURL: await ownTradeUrl(cluster.db, u.userId) }),
        });
        expect(saved.status).toBe(200);
        const loot = await battleLoot(cluster.db, u.userId, 3, 250);
        const res = await fetch(`${via.url}/api/v1/loot/withdraw`, {
          method: 'POST',
          headers: { ...u.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ lootIDs: loot }),
        });
        expect(res.status).toBe(200);
        players.push({ ...u, loot, socket: s });
      }
      const trades = () =>
        cluster!.db.kysely.selectFrom('trades').select(['id', 'status', 'loot_id']).execute();
      await waitFor(
        'an offer to be out',
        async () => (await trades()).some((t) => t.status === 'sent'),
        20_000,
      );
      await settler.kill('SIGKILL');
      await waitFor(
        'every trade to end',
        async () => (await trades()).every((t) => t.status === 'declined'),
        30_000,
      );
      expect((await trades()).length).toBe(9);
      // Another process took the lease over.
      const taken = await holder(cluster);
      expect(taken).not.toBe(settler);
      const loot = await cluster.db.kysely
        .selectFrom('loot')
        .select('status')
        .where(
          'id',
          'in',
          players.flatMap((p) => p.loot),
        )
        .execute();
      expect(loot.map((l) => l.status)).toEqual(Array(9).fill('pending'));
      const seenBy = (p: { socket: TestSocket }) =>
        p.socket.frames
          .filter((f) => f.type === MsgType.tradeChanged)
          .map((f) => f.payload as Withdrawal)
          .map((w) => `${w.id}:${w.status}`);
      for (const p of players) {
        // The final step of each of the player's trades is announced (the survivors applied it). The database says
        // declined at the commit; the announcement reaches the socket a moment later through Redis and another process.
        await waitFor(
          `${p.userId}'s three declines to be announced`,
          async () => seenBy(p).filter((s) => s.endsWith(':declined')).length >= 3,
          10_000,
        );
      }
      // A moment more for a duplicate to arrive, if any would.
      await new Promise((r) => setTimeout(r, 500));
      for (const p of players) {
        const seen = seenBy(p);
        expect(new Set(seen).size, seen.join(' ')).toBe(seen.length);
        expect(seen.filter((s) => s.endsWith(':declined'))).toHaveLength(3);
      }
    },
  );
});
