/**
 * Rate limits shared by two built server processes through Redis, behind one trusted proxy hop (TRUST_PROXY=1):
 * the 31st sign-in in a minute is refused whichever process gets it, and a client-chosen X-Forwarded-For entry
 * does not buy a fresh count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterAvailable, startCluster, type Cluster, type ClusterProcess } from './harness';

describe.skipIf(!clusterAvailable)('rate limits across processes', () => {
  let cluster: Cluster;
  let a: ClusterProcess;
  let b: ClusterProcess;

  beforeAll(async () => {
    cluster = await startCluster(2, { env: { TRUST_PROXY: '1', RATE_LIMIT_READ_PER_MIN: '20' } });
    [a, b] = cluster.processes;
  }, 120_000);
  afterAll(async () => cluster?.stop());

  const signIn = (p: ClusterProcess, forwardedFor?: string) =>
    fetch(`${p.url}/api/v1/auth/steam/login`, {
      redirect: 'manual',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('counts sign-in attempts once for the whole site: the 31st in a minute is refused on either process', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await signIn(i % 2 === 0 ? a : b)).status);
    expect(codes.filter((c) => c === 429)).toEqual([]);
    for (const p of [a, b]) {
      const refused = await signIn(p);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // Sign-in is a page a browser navigates to: the refusal is an HTML page, not raw JSON.
      expect(refused.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('a made-up X-Forwarded-For entry does not reset the count; the address the proxy saw does', async () => {
    // The proxy appends the address it saw (10.9.8.7); the client prepended anything it liked.
    const spoofed = (i: number) => `203.0.113.${i}, 10.9.8.7`;
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await signIn(i % 2 === 0 ? a : b, spoofed(i))).status);
    expect(codes.slice(0, 30).filter((c) => c === 429)).toEqual([]);
    expect(codes[30]).toBe(429);
    // Another real client behind the same proxy has its own count.
    expect((await signIn(b, '10.9.8.8')).status).not.toBe(429);
  });

  it('limits public reads per address across processes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const p = i % 2 === 0 ? a : b;
      codes.push(
        (await fetch(`${p.url}/api/v1/meta/stat`, { headers: { 'x-forwarded-for': '10.7.7.7' } })).status,
      );
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes[20]).toBe(429);
    // The health check is not a public read: a load balancer polling it is never limited.
    expect(
      (await fetch(`${a.url}/api/v1/meta/health`, { headers: { 'x-forwarded-for': '10.7.7.7' } })).status,
    ).toBe(200);
  });
});
