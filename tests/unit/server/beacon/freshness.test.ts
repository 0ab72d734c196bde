import { describe, expect, it } from 'vitest';
import type { BeaconRound } from '../../../../src/domain/beacon';
import type { Beacon } from '../../../../server/services/beacon/port';
import { BeaconFreshness, freshnessBoundMs } from '../../../../server/services/beacon/freshness';

const GENESIS_S = 1_000_000;
const chain = { chain: 'c', scheme: 's', publicKey: 'k', genesis: GENESIS_S, period: 3 };
const roundTime = (round: number) => GENESIS_S * 1000 + (round - 1) * 3000;

/** A beacon whose rounds answer while `up`, counting the fetches. */
function fakeBeacon() {
  const b = {
    up: true,
    asked: [] as number[],
    source: 'drand' as const,
    chain,
    roundUrl: '',
    fetchRound(round: number): Promise<BeaconRound | null> {
      b.asked.push(round);
      return Promise.resolve(b.up ? { round, randomness: 'r', signature: 's' } : null);
    },
  };
  return b satisfies Beacon;
}

describe('beacon freshness', () => {
  it('bounds: a minute, or five periods when they are longer', () => {
    expect(freshnessBoundMs(3)).toBe(60_000);
    expect(freshnessBoundMs(30)).toBe(150_000);
  });

  it('is stale until a round is verified, then measures the lag from that round', async () => {
    const b = fakeBeacon();
    let now = roundTime(100) + 1_000;
    const f = new BeaconFreshness(b, () => now);
    expect(f.peek()).toEqual({ lagS: 0, round: 0, fresh: false });
    const first = await f.check();
    expect(b.asked).toEqual([100]);
    expect(first).toEqual({ lagS: 1, round: 100, fresh: true });
    // Within half the bound and ten periods: no fetch, the lag grows with the clock.
    now += 20_000;
    expect(await f.check()).toEqual({ lagS: 21, round: 100, fresh: true });
    expect(b.asked).toEqual([100]);
  });

  it('fetches the newest round once it gets old, and goes stale past the bound while the beacon is down', async () => {
    const b = fakeBeacon();
    let now = roundTime(10);
    const f = new BeaconFreshness(b, () => now);
    await f.check();
    b.up = false;
    now += 31_000;
    expect(await f.check()).toMatchObject({ round: 10, fresh: true });
    expect(b.asked).toEqual([10, roundTimeRound(now)]);
    // Asked again in the same period: no second fetch.
    expect(await f.check()).toMatchObject({ round: 10 });
    expect(b.asked).toHaveLength(2);
    now += 30_000;
    expect(await f.check()).toMatchObject({ round: 10, lagS: 61, fresh: false });
    b.up = true;
    now += 3_000;
    const back = await f.check();
    expect(back.fresh).toBe(true);
    expect(back.round).toBe(roundTimeRound(now));
  });
});

function roundTimeRound(ms: number): number {
  return Math.floor((ms - GENESIS_S * 1000) / 3000) + 1;
}
