/** The arena's battle timing: the server's (src/domain/battle-timing.ts) by default, each field overridable by the caller. */
import { BATTLE_TIMING, type BattleTiming } from '../../domain/battle-timing';

/** Durations of a battle's phases, in ms (the same shape as the server's BattleTiming). */
export type ArenaTiming = BattleTiming;

/** The server's production timing. */
export const DEFAULT_TIMING: Readonly<ArenaTiming> = BATTLE_TIMING;

/** Defaults with the caller's overrides applied (undefined fields keep the default). */
export function resolveTiming(override?: Partial<ArenaTiming>): ArenaTiming {
  const t: ArenaTiming = { ...DEFAULT_TIMING };
  for (const k of Object.keys(t) as (keyof ArenaTiming)[]) {
    const v = override?.[k];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) t[k] = v;
  }
  return t;
}
