// The witnessed seal: a browser that received a battle's fill before its beacon round was public says so, allowing
// its measured offset to the server's clock only in the direction that makes the claim harder.
import { describe, expect, it } from 'vitest';
import { QUICKNET, roundTimeMs } from '../../../src/domain/beacon';
import {
  addWitness,
  MAX_WITNESSES,
  parseWitnesses,
  sealedBefore,
  sealMargin,
  witnessFill,
  witnessMatches,
  type SealWitness,
} from '../../../src/domain/beacon-witness';

const round = 1000;
const published = roundTimeMs(QUICKNET, round);
const fill = { battleID: 'b-1', chain: QUICKNET.chain, round, filledAt: published - 2000 };

describe('witnessed seal', () => {
  it('is sealed when the fill arrived before the round was published', () => {
    const w = witnessFill(fill, published - 1800, 0, QUICKNET);
    expect(w.publishedAt).toBe(published);
    expect(w.trust).toBe('public');
    expect(sealedBefore(w)).toBe(true);
    expect(sealMargin(w)).toBe(1800);
  });

  it('is not sealed when the fill arrived at or after the publication', () => {
    expect(sealedBefore(witnessFill(fill, published, 0, QUICKNET))).toBe(false);
    expect(sealedBefore(witnessFill(fill, published + 5, 0, QUICKNET))).toBe(false);
  });

  it('counts a server clock ahead of ours against the seal, and never one behind in its favour', () => {
    // Our clock says 500 ms before publication, but the server's clock is 700 ms ahead: it may have been after.
    expect(sealedBefore(witnessFill(fill, published - 500, 700, QUICKNET))).toBe(false);
    expect(sealedBefore(witnessFill(fill, published - 500, 300, QUICKNET))).toBe(true);
    // A server claiming to be far behind cannot turn a late receipt into a witness.
    expect(sealedBefore(witnessFill(fill, published + 100, -60_000, QUICKNET))).toBe(false);
  });

  it("labels another chain the operator's, timed by the chain it was given", () => {
    const local = { genesis: 1_700_000_000, period: 0.5 };
    const w = witnessFill({ ...fill, chain: 'ab'.repeat(32), round: 3 }, 0, 0, local);
    expect(w.trust).toBe('operator');
    expect(w.publishedAt).toBe(1_700_000_000_000 + 1000);
  });

  it('keeps at most MAX_WITNESSES, newest last, one per battle', () => {
    let list: SealWitness[] = [];
    for (let i = 0; i < MAX_WITNESSES + 5; i++)
      list = addWitness(list, witnessFill({ ...fill, battleID: `b${i}` }, 0, 0, QUICKNET));
    expect(list).toHaveLength(MAX_WITNESSES);
    expect(list[0].battleID).toBe('b5');
    list = addWitness(list, witnessFill({ ...fill, battleID: 'b5' }, 1, 0, QUICKNET));
    expect(list).toHaveLength(MAX_WITNESSES);
    expect(list.at(-1)).toMatchObject({ battleID: 'b5', receivedAt: 1 });
  });

  it('reads back only well-formed witnesses, and trust from the chain hash, not from storage', () => {
    const good = witnessFill({ ...fill, chain: 'cd'.repeat(32) }, 1, 2, QUICKNET);
    const parsed = parseWitnesses([good, { ...good, trust: 'public' }, null, { battleID: 'x' }, 'junk']);
    expect(parsed).toHaveLength(2);
    expect(parsed.every((w) => w.trust === 'operator')).toBe(true);
    expect(parseWitnesses('nope')).toEqual([]);
  });

  it('matches a battle only with the same chain, round and fill time', () => {
    const w = witnessFill(fill, 0, 0, QUICKNET);
    expect(witnessMatches(w, { chain: fill.chain, round, filledAt: fill.filledAt })).toBe(true);
    expect(witnessMatches(w, { chain: fill.chain, round: round + 1, filledAt: fill.filledAt })).toBe(false);
    expect(witnessMatches(w, { chain: fill.chain, round, filledAt: fill.filledAt - 1 })).toBe(false);
  });
});
