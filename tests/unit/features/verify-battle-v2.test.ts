// The verifier on version-2 battles (FAIRNESS.md, version 2): a battle sealed by a locally signed beacon round passes;
// a tampered signature, a round that is not the first after the fill, and a battle from another chain fail.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BEACON_SCHEME,
  beaconPublicKey,
  chainHashOf,
  newBeaconSecretKey,
  signRound,
} from '../../../src/domain/beacon';
import {
  decideWinners,
  distributeWinnings,
  REROLL_CURSOR,
  rollCursor,
  slotTotals,
  type Prize,
} from '../../../src/domain/battle-rules';
import { battleClientSeed, pickByRanges, roll, serverSeedHash } from '../../../src/domain/fairness';
import { verifyBattle } from '../../../src/features/fairness/verify-battle';
import type { BattleItem, BattleView } from '../../../src/protocol/battle';
import type { BeaconInfoAnswer } from '../../../src/protocol/beacon';
import { battlePlayer, battleView } from '../lib/battle-fixtures';

const SEED = 'b7f1c2a9d0e34f5a8c6b2e1d9f0a7c3e5b8d2f4a6c1e3b5d7f9a0c2e4b6d8f1a';
const hmac = async (key: string, msg: string) =>
  new Uint8Array(createHmac('sha256', key).update(msg).digest());

const SK = newBeaconSecretKey();
const GENESIS = 1_700_000_000;
const PARAMS = { scheme: BEACON_SCHEME, publicKey: beaconPublicKey(SK), genesis: GENESIS, period: 3 };
const CHAIN: BeaconInfoAnswer = { ...PARAMS, chain: chainHashOf(PARAMS), source: 'local', roundUrl: null };
// Filled 10.5 s after genesis: round 4 was out (at +9 s), round 5 (at +12 s) is the first published after.
const FILLED_AT = GENESIS * 1000 + 10_500;

const item = (id: string, price: number): BattleItem => ({
  id,
  name: id,
  weapon: id,
  finish: '',
  rarity: 'x',
  rarityRank: 4,
  price,
  image: '',
  base: id,
  pattern: '',
  exterior: '',
  stattrak: false,
});
const rows = [
  { item: item('low', 10), chance: 60000, fixedPrice: 10, rangeMin: 1, rangeMax: 60000, chancePercent: 60 },
  {
    item: item('high', 500),
    chance: 40000,
    fixedPrice: 500,
    rangeMin: 60001,
    rangeMax: 100000,
    chancePercent: 40,
  },
];

/** A finished 1v1 of three rounds, played as the server plays it with the beacon round `round`. */
function sealedBattle(round = 5): BattleView {
  const b = signRound(SK, round);
  const seeds = ['alice', 'bot-7'];
  const cs = battleClientSeed(seeds, b.randomness);
  const prizes: Prize[] = [];
  const users = seeds.map((s, i) => battlePlayer(i + 1, { clientSeed: s }));
  for (let r = 1; r <= 3; r++) {
    for (const u of users) {
      const v = roll(SEED, cs, 42, rollCursor(r, u.slot));
      const it = pickByRanges(rows, v).item;
      u.rolls.push({
        userID: u.userID,
        slot: u.slot,
        round: r,
        roll: v,
        itemID: it.id,
        price: it.price,
        item: it,
      });
      prizes.push({ round: r, slot: u.slot, itemId: it.id, price: it.price });
    }
  }
  const totals = slotTotals([1, 2], prizes);
  const decision = decideWinners('single', 'default', totals, () => roll(SEED, cs, 42, REROLL_CURSOR));
  const pay = distributeWinnings('default', [1, 2], prizes, decision.winners);
  for (const u of users) {
    u.rollAmount = totals.get(u.slot) ?? 0;
    u.isWinner = decision.winners.includes(u.slot);
    u.winAmount = pay.get(u.slot)?.total ?? 0;
  }
  return battleView({
    status: 'finished',
    cases: [{ case: { id: 'c', title: 'C', image: '', price: 200, odds: { rows } }, quantity: 3 }],
    users,
    totalRound: 3,
    currentRound: 3,
    nonce: 42,
    clientSeed: cs,
    serverSeed: SEED,
    serverSeedHash: serverSeedHash(SEED),
    reroll: decision.reroll
      ? {
          roll: decision.reroll.roll,
          rollID: 'r',
          users: decision.reroll.candidates.flatMap((c) =>
            c.slots.map((s) => ({ userID: `u${s}`, rangeMin: c.rangeMin, rangeMax: c.rangeMax })),
          ),
        }
      : null,
    fairness: 2,
    filledAt: FILLED_AT,
    beacon: { chain: CHAIN.chain, round: b.round, randomness: b.randomness, signature: b.signature },
  });
}

describe('verifyBattle, version 2', () => {
  it('passes a battle sealed by the first round after it filled, and puts the beacon in the proof', async () => {
    const proof = await verifyBattle(sealedBattle(), hmac, CHAIN);
    expect(proof.fairness).toBe(2);
    expect(proof.filledAt).toBe(FILLED_AT);
    expect(proof.beacon?.round).toBe(5);
    expect(proof.beaconCheck).toMatchObject({
      chainOk: true,
      verdict: 'ok',
      signatureOk: true,
      randomnessOk: true,
      roundOk: true,
      expectedRound: 5,
      publishedAt: (GENESIS + 12) * 1000,
      ok: true,
    });
    expect(proof.beaconCheck?.chainInfo).toEqual(CHAIN);
    expect(proof.clientSeedOk && proof.hashOk && proof.rolls.every((r) => r.ok)).toBe(true);
    expect(proof.allOk).toBe(true);
    // The JSON download is plain data.
    expect(JSON.parse(JSON.stringify(proof))).toEqual(proof);
  });

  it('refuses a tampered signature', async () => {
    const b = sealedBattle();
    const sig = b.beacon!.signature!;
    // Another valid-looking signature (round 6's) with its matching randomness: only the BLS check can tell.
    const other = signRound(SK, 6);
    b.beacon = { ...b.beacon!, signature: other.signature, randomness: other.randomness };
    expect(other.signature).not.toBe(sig);
    const proof = await verifyBattle(b, hmac, CHAIN);
    expect(proof.beaconCheck).toMatchObject({ verdict: 'bad_signature', signatureOk: false, ok: false });
    expect(proof.allOk).toBe(false);
  });

  it('refuses a randomness that is not SHA256(signature)', async () => {
    const b = sealedBattle();
    b.beacon = { ...b.beacon!, randomness: 'ab'.repeat(32) };
    const proof = await verifyBattle(b, hmac, CHAIN);
    expect(proof.beaconCheck).toMatchObject({ verdict: 'bad_randomness', randomnessOk: false, ok: false });
    expect(proof.allOk).toBe(false);
  });

  it('refuses a round that is not the first published after the battle filled', async () => {
    // Round 6 is genuine and its rolls match, but round 5 came first: the server could have picked between them.
    const late = await verifyBattle(sealedBattle(6), hmac, CHAIN);
    expect(late.beaconCheck).toMatchObject({
      signatureOk: true,
      roundOk: false,
      expectedRound: 5,
      ok: false,
    });
    expect(late.rolls.every((r) => r.ok)).toBe(true);
    expect(late.allOk).toBe(false);
    // Round 4 was already public when the last seat filled.
    const early = await verifyBattle(sealedBattle(4), hmac, CHAIN);
    expect(early.beaconCheck).toMatchObject({ signatureOk: true, roundOk: false, ok: false });
    expect(early.allOk).toBe(false);
  });

  it('refuses a battle sealed on another chain than the one the site serves', async () => {
    const b = sealedBattle();
    b.beacon = { ...b.beacon!, chain: 'f'.repeat(64) };
    const proof = await verifyBattle(b, hmac, CHAIN);
    expect(proof.beaconCheck).toMatchObject({ chainOk: false, ok: false });
    expect(proof.allOk).toBe(false);
    // And a round signed by another key fails the signature under this chain's key.
    const otherKey = newBeaconSecretKey();
    const forged = signRound(otherKey, 5);
    const c = sealedBattle();
    c.beacon = { ...c.beacon!, signature: forged.signature, randomness: forged.randomness };
    expect((await verifyBattle(c, hmac, CHAIN)).beaconCheck?.verdict).toBe('bad_signature');
  });

  it('fails closed without the chain info, and keeps version 1 as it was', async () => {
    const proof = await verifyBattle(sealedBattle(), hmac, null);
    expect(proof.beaconCheck).toMatchObject({ verdict: 'no_chain', ok: false });
    expect(proof.allOk).toBe(false);
    const v1 = sealedBattle();
    v1.fairness = 1;
    v1.beacon = null;
    v1.filledAt = null;
    v1.clientSeed = battleClientSeed(['alice', 'bot-7']);
    const p1 = await verifyBattle(v1, hmac, CHAIN);
    expect(p1.fairness).toBe(1);
    expect(p1.beaconCheck).toBeNull();
    expect(p1.clientSeedOk).toBe(true);
    // Its rolls were played with the v2 seed, so they do not match the v1 seed: the verifier says so.
    expect(p1.rolls.some((r) => !r.ok)).toBe(true);
  });
});
