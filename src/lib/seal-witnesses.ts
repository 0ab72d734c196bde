/**
 * The witnessed seals this browser kept (src/domain/beacon-witness.ts): written by the battle page that saw a fill,
 * read again by the verifier. localStorage, at most MAX_WITNESSES entries; nothing is kept where storage refuses.
 */
import { addWitness, parseWitnesses, type SealWitness } from '../domain/beacon-witness';
import { safeStorage } from './safe-storage';

const KEY = 'casearena.sealWitnesses';

/** Every witness kept here (oldest first); [] when there is no storage or it holds junk. */
export function readWitnesses(storage: Pick<Storage, 'getItem'> | null = safeStorage()): SealWitness[] {
  try {
    const raw = storage?.getItem(KEY);
    return raw ? parseWitnesses(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** The witness kept for one battle, if this browser saw it fill. */
export function witnessOf(
  battleID: string,
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): SealWitness | null {
  return readWitnesses(storage).find((w) => w.battleID === battleID) ?? null;
}

/** Keeps a witness (replacing an older one of the same battle; the oldest go beyond the bound). */
export function keepWitness(w: SealWitness, storage: Storage | null = safeStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(addWitness(readWitnesses(storage), w)));
  } catch {
    // Full or refused: the witness is shown on this page and not kept.
  }
}
