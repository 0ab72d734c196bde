/** The colour of a player case's art (drawn by the catalog's case art, server/services/art/render.ts). */
import type { Q } from '../ledger/ledger';
import { RARITIES } from '../../../src/domain/rarity';

/** The rarity colour of the rarest item among `ranks` (1 rarest .. 7), as the art's theme. */
export function caseTheme(ranks: readonly number[]): string {
  const rarest = Math.min(...ranks);
  return (RARITIES.find((r) => r.rank === rarest) ?? RARITIES[RARITIES.length - 1]).color;
}

/** The stored art colour of a player case, or undefined when the case is not a player's. */
export async function playerCaseTheme(q: Q, caseId: string): Promise<string | undefined> {
  const row = await q
    .selectFrom('player_cases')
    .select('theme')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.theme;
}
