// The giveaway result page's in-browser proof: a draw made the way FAIRNESS.md says verifies; a changed seed, round,
// entrant list or winner does not. The beacon round is signed by a real local BLS chain.
import { describe, expect, it } from 'vitest';
import {
  beaconPublicKey,
  BEACON_SCHEME,
  chainHashOf,
  newBeaconSecretKey,
  QUICKNET,
  roundAfter,
  signRound,
} from '../../../src/domain/beacon';
import { serverSeedHash } from '../../../src/domain/fairness';
import { drawGiveaway, giveawayClientSeed, giveawayRanges } from '../../../src/domain/fairness-games';
import { verifyGiveaway } from '../../../src/features/events/verify-giveaway';
import type { BeaconInfoAnswer } from '../../../src/protocol/beacon';
import type { CatalogItem } from '../../../src/protocol/catalog';
import type { EventPlayer, Giveaway, GiveawayDraw } from '../../../src/protocol/contests';

const key = newBeaconSecretKey();
const params = { scheme: BEACON_SCHEME, publicKey: beaconPublicKey(key), genesis: 1_700_000_000, period: 3 };
const chain: BeaconInfoAnswer = { ...params, chain: chainHashOf(params), source: 'local', roundUrl: null };
const item = (id: string): CatalogItem =>
  ({ id, name: id, weapon: 'AK-47', finish: id, rarity: 3, price: 100, image: '' }) as unknown as CatalogItem;
const player = (userID: string): EventPlayer => ({
  userID,
  nickname: userID,
  avatar: '',
  level: 1,
  isBot: false,
});

/** A giveaway drawn exactly as the server does, with its draw answer. */
function drawn(): { g: Giveaway; d: GiveawayDraw } {
  const endsAt = 1_700_000_600_000;
  const round = roundAfter(chain, endsAt);
  const signed = signRound(key, round);
  const serverSeed = 'f'.repeat(64);
  const id = 'hourly-42';
  const clientSeed = giveawayClientSeed(id, signed.randomness);
  const entrants = [
    { id: 'u1', weight: 1 },
    { id: 'u2', weight: 3 },
    { id: 'u3', weight: 2 },
  ];
  const draws = drawGiveaway(serverSeed, clientSeed, entrants, 2);
  const g: Giveaway = {
    id,
    kind: 'hourly',
    startsAt: endsAt - 3_600_000,
    endsAt,
    status: 'drawn',
    prizes: [
      { k: 1, item: item('p1') },
      { k: 2, item: item('p2') },
    ],
    beacon: { chain: chain.chain, round },
    serverSeedHash: serverSeedHash(serverSeed),
    rules: { minLevel: 1, minWager7d: 0, extraEntryPrice: 5000, maxExtraEntries: 5 },
    entrants: 3,
    entries: 6,
    entered: false,
    myEntries: 0,
    eligibility: null,
    winners: draws.map((w) => ({
      k: w.k,
      roll: w.roll,
      rangeMin: w.winner.rangeMin,
      rangeMax: w.winner.rangeMax,
      player: player(w.winner.id),
      item: item(`p${w.k}`),
    })),
  };
  const d: GiveawayDraw = {
    serverSeed,
    clientSeed,
    nonce: 1,
    beacon: { chain: chain.chain, round, randomness: signed.randomness, signature: signed.signature },
    entrants: giveawayRanges(entrants).map((e) => ({
      player: player(e.id),
      entries: e.weight,
      rangeMin: e.rangeMin,
      rangeMax: e.rangeMax,
    })),
    drawnAt: endsAt + 5000,
  };
  return { g, d };
}

describe('verifyGiveaway', () => {
  it('verifies an honest draw: round, signature, seeds and every winner', () => {
    const { g, d } = drawn();
    const p = verifyGiveaway(g, d, chain);
    expect(p.beacon.signatureOk).toBe(true);
    expect(p.beacon.roundOk).toBe(true);
    expect(p.announcedOk && p.hashOk && p.clientSeedOk).toBe(true);
    expect(p.winners.map((w) => w.ok)).toEqual([true, true]);
    expect(p.ok).toBe(true);
  });

  it("labels a draw on the site's own chain the operator's, even when the site serves it as drand", () => {
    const { g, d } = drawn();
    const p = verifyGiveaway(g, d, { ...chain, source: 'drand', roundUrl: 'https://example.test/{round}' });
    expect(p.ok).toBe(true);
    expect(p.beacon.trust).toBe('operator');
  });

  it('refuses a draw naming quicknet whose round the site signed, even when it serves its key as quicknet', () => {
    const { g, d } = drawn();
    const q = { chain: QUICKNET.chain };
    const served = { ...chain, ...q, source: 'drand' as const };
    const p = verifyGiveaway(
      { ...g, beacon: { ...g.beacon, ...q } },
      { ...d, beacon: { ...d.beacon, ...q } },
      served,
    );
    expect(p.beacon.signatureOk).toBe(false);
    expect(p.ok).toBe(false);
  });

  it('refuses a server seed that does not match its published hash', () => {
    const { g, d } = drawn();
    const p = verifyGiveaway(g, { ...d, serverSeed: 'e'.repeat(64) }, chain);
    expect(p.hashOk).toBe(false);
    expect(p.ok).toBe(false);
  });

  it('refuses a forged round signature', () => {
    const { g, d } = drawn();
    const other = signRound(newBeaconSecretKey(), d.beacon.round);
    const p = verifyGiveaway(g, { ...d, beacon: { ...d.beacon, ...other } }, chain);
    expect(p.beacon.signatureOk).toBe(false);
    expect(p.ok).toBe(false);
  });

  it('refuses a round other than the one announced', () => {
    const { g, d } = drawn();
    const p = verifyGiveaway({ ...g, beacon: { ...g.beacon, round: g.beacon.round + 1 } }, d, chain);
    expect(p.announcedOk).toBe(false);
    expect(p.ok).toBe(false);
  });

  it('flags a winner the entrant list does not produce', () => {
    const { g, d } = drawn();
    const swapped = { ...g, winners: [{ ...g.winners[0], player: player('u-other') }, g.winners[1]] };
    const p = verifyGiveaway(swapped, d, chain);
    expect(p.winners[0].ok).toBe(false);
    expect(p.winners[1].ok).toBe(true);
    expect(p.ok).toBe(false);
  });

  it('cannot check the round without the chain, and says so', () => {
    const { g, d } = drawn();
    const p = verifyGiveaway(g, d, null);
    expect(p.beacon.verdict).toBe('no_chain');
    expect(p.ok).toBe(false);
  });
});
