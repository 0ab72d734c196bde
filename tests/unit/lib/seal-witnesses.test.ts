// The witnessed seals kept in this browser: written by the battle page, read by the verifier, bounded, and harmless
// when storage holds junk or refuses.
import { describe, expect, it } from 'vitest';
import { QUICKNET } from '../../../src/domain/beacon';
import { MAX_WITNESSES, witnessFill } from '../../../src/domain/beacon-witness';
import { keepWitness, readWitnesses, witnessOf } from '../../../src/lib/seal-witnesses';
import { memoryStorage } from './memory-storage';

const w = (battleID: string) =>
  witnessFill({ battleID, chain: QUICKNET.chain, round: 10, filledAt: 1 }, 2, 0, QUICKNET);

describe('seal witnesses in localStorage', () => {
  it('keeps a witness and finds it by battle', () => {
    const s = memoryStorage();
    keepWitness(w('a'), s);
    keepWitness(w('b'), s);
    expect(witnessOf('a', s)).toMatchObject({ battleID: 'a', round: 10, trust: 'public' });
    expect(witnessOf('c', s)).toBeNull();
  });

  it('keeps at most MAX_WITNESSES', () => {
    const s = memoryStorage();
    for (let i = 0; i < MAX_WITNESSES + 3; i++) keepWitness(w(`b${i}`), s);
    expect(readWitnesses(s)).toHaveLength(MAX_WITNESSES);
    expect(witnessOf('b0', s)).toBeNull();
  });

  it('reads junk as nothing and survives a storage that refuses', () => {
    expect(readWitnesses(memoryStorage({ 'casearena.sealWitnesses': '{not json' }))).toEqual([]);
    const refusing = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => keepWitness(w('a'), refusing as Storage)).not.toThrow();
    expect(readWitnesses(null)).toEqual([]);
  });
});
