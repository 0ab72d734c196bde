/**
 * Graceful drain of a built server process: SIGTERM arrives while a case opening's request is still being uploaded.
 * The request completes (its opening committed and answered 200), the open websocket gets the `disconnected` message
 * and a 1001 close (clients reconnect elsewhere), the job leases are handed over, and the process exits 0.
 * Meanwhile /metrics on METRICS_PORT shows a scrape that moves.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderOf } from '../../server/kernel/leases';
import { MsgType } from '../../src/protocol/message-types';
import { cheapCases, player } from '../integration/battle-helpers';
import { openSocket } from '../integration/ws-test-client';
import { clusterAvailable, freePort, startCluster, waitFor, type Cluster } from './harness';

const TOKEN = 'cluster-metrics-token-0123456789';

/** A POST whose body is sent in two parts: `finish()` sends the rest and resolves with the answer. */
function slowPost(url: string, headers: Record<string, string>, body: string) {
  const u = new URL(url);
  const bytes = Buffer.from(body);
  const slow: { req?: http.ClientRequest } = {};
  const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', reject);
    req.write(bytes.subarray(0, 5));
    slow.req = req;
  });
  return {
    answer,
    finish() {
      slow.req?.end(bytes.subarray(5));
      return answer;
    },
  };
}

describe.skipIf(!clusterAvailable)('SIGTERM drains a server process', () => {
  let cluster: Cluster;
  let metricsPort = 0;

  beforeAll(async () => {
    metricsPort = await freePort();
    cluster = await startCluster(1, { env: { METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN } });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('finishes the request in flight, tells sockets to reconnect, hands leases over and exits 0', async () => {
    const [a] = cluster.processes;
    const [c] = await cheapCases(cluster.db, 1);
    const u = await player(cluster.db, c.price * 2);
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const opened = (text: string) =>
      Number(/^casearena_case_openings_total\{source="case"\} (\S+)$/m.exec(text)?.[1] ?? NaN);
    // The public port does not serve the metrics when they have a port of their own.
    expect((await fetch(`${a.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
    const before = await scrape();
    const first = await fetch(`${a.url}/api/v1/case/open`, {
      method: 'POST',
      headers: { ...u.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ caseID: c.id }),
    });
    expect(first.status).toBe(200);
    expect(opened(await scrape()) - opened(before)).toBe(1);
    // The job schedulers hold their leases (they tick every second).
    await waitFor(
      'the contests lease',
      async () => (await holderOf(cluster.db.kysely, 'job:contests')) !== null,
    );

    const socket = await openSocket(a.wsUrl);
    socket.send(MsgType.subscribe, { channels: ['stat'] }, 1);
    await socket.next(MsgType.subscribe);
    const inFlight = slowPost(`${a.url}/api/v1/case/open`, u.auth, JSON.stringify({ caseID: c.id }));
    // The request's headers have reached the server before the signal.
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((r) => a.proc.once('exit', (code) => r(code)));
    a.proc.kill('SIGTERM');

    const disconnected = await socket.next(MsgType.disconnected, 5_000);
    expect(disconnected.payload).toMatchObject({ code: 1001 });
    expect((await socket.closed).code).toBe(1001);

    // Still draining: the opening finishes uploading only now, and is served.
    await new Promise((r) => setTimeout(r, 500));
    expect(a.proc.exitCode).toBeNull();
    const res = await inFlight.finish();
    expect(res.status, res.body).toBe(200);
    const rows = await cluster.db.kysely
      .selectFrom('case_openings')
      .select('id')
      .where('user_id', '=', u.userId)
      .execute();
    expect(rows).toHaveLength(2);

    expect(await exited).toBe(0);
    expect(a.output()).not.toMatch(/shutdown failed|"level":50/);
    // Its job leases were handed over (expired at once) for another process to take.
    for (const job of ['job:contests', 'job:trades']) {
      const lease = await holderOf(cluster.db.kysely, job);
      expect(lease === null || lease.until <= Date.now(), job).toBe(true);
    }
  }, 60_000);
});
