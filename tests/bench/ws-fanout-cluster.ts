/**
 * The fan-out benchmark's production-shaped hub: K built server processes (`node dist/server/main.mjs`) started by
 * the cluster harness on one PostgreSQL and one Redis, with this process publishing into Redis the way a battle
 * service process does. "Busy" here is the processes' CPU time over wall time (from /proc), averaged over them.
 */
import fs from 'node:fs';
import { RedisBridge } from '../../server/realtime/redis-bridge';
import { MsgType } from '../../src/protocol/message-types';
import { BENCH_CHANNEL, benchPayload, type BenchHub, type Measured } from './ws-fanout-hub';

const TICKS_PER_S = 100;

/** CPU microseconds (user, system) a process has used, read from /proc/{pid}/stat. */
function cpuMicros(pid: number): { user: number; system: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: (Number(fields[11]) * 1e6) / TICKS_PER_S, system: (Number(fields[12]) * 1e6) / TICKS_PER_S };
}

/** Resident memory of the processes, bytes, from /proc/{pid}/statm. */
function rssOf(pids: number[]): number {
  const page = 4096;
  return pids.reduce(
    (s, pid) => s + Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * page,
    0,
  );
}

/** Starts K cluster processes (PostgreSQL and Redis from TEST_DATABASE_URL / TEST_REDIS_URL or the local defaults). */
export async function startClusterHub(k: number): Promise<BenchHub> {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379/0';
  // Imported late: the harness reads the two URLs when it loads.
  const { startCluster } = await import('../cluster/harness');
  const cluster = await startCluster(k, {
    env: {
      SEED_CATALOG: '0',
      // Every spectator connects from 127.0.0.1 and stays quiet: lift the per-address cap for the bench only.
      WS_MAX_CONN_PER_IP: '1000000',
    },
  });
  const quiet = {
    debug: () => undefined,
    warn: (o: object, m: string) => process.stderr.write(`${m} ${JSON.stringify(o)}\n`),
  };
  const publisher = new RedisBridge(
    process.env.TEST_REDIS_URL,
    () => undefined,
    quiet,
    `${cluster.prefix}:rt`,
  );
  await publisher.start();
  const pids = cluster.processes.map((p) => p.proc.pid!);
  return {
    urls: cluster.processes.map((p) => p.wsUrl),
    publish: (sentAt, round) =>
      publisher.publish(BENCH_CHANNEL, MsgType.playing, JSON.stringify(benchPayload(sentAt, round))),
    async progress() {
      const all = await Promise.all(
        cluster.processes.map(async (p) => {
          const h = (await (await fetch(`${p.url}/api/v1/meta/health`)).json()) as {
            data: { sockets: number };
          };
          return `${p.name}: ${h.data.sockets} connected`;
        }),
      );
      return all.join(' | ');
    },
    // No event-loop figure from outside the processes: "loop busy" is their mean CPU time over wall time here.
    async measure(): Promise<() => Promise<Measured>> {
      const t0 = performance.now();
      const c0 = pids.map(cpuMicros);
      return async () => {
        const wall = (performance.now() - t0) * 1000;
        const used = pids.map((pid, i) => {
          const c = cpuMicros(pid);
          return { user: c.user - c0[i].user, system: c.system - c0[i].system };
        });
        const user = used.reduce((s, c) => s + c.user, 0);
        const system = used.reduce((s, c) => s + c.system, 0);
        return { elu: (user + system) / used.length / wall, user, system, top: [], rss: rssOf(pids) };
      };
    },
    rss: async () => rssOf(pids),
    async close() {
      await publisher.close();
      await cluster.stop();
    },
  };
}
