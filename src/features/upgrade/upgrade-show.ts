/** The arena's upgrade show for the screen's state: the chance on a chosen target, then a roll to land on. */
import { itemCard, type MoneyFormat, type UpgradeLabels, type UpgradeShow } from '../../arena';
import type { SkinNames } from '../../domain/skin-names';
import type { CatalogItem } from '../../protocol/catalog';
import type { UpgradeResult } from '../../protocol/upgrade';

/** What a show is built from: a roll's result, or the chance of the current choice. */
export type ShowSource =
  { result: UpgradeResult } | { target: CatalogItem; winTickets: number; stake: number };

/** The show for a roll (the gauge spins onto it) or for a chance (the gauge waits). */
export function buildUpgradeShow(
  src: ShowSource,
  labels: UpgradeLabels,
  money: MoneyFormat,
  names: SkinNames | null,
): UpgradeShow {
  if ('result' in src) {
    const r = src.result;
    return {
      kind: 'upgrade',
      upgradeId: r.id,
      roll: r.roll,
      winTickets: r.winTickets,
      target: itemCard(r.target, names),
      stakeCents: r.stake,
      labels,
      money,
    };
  }
  return {
    kind: 'upgrade',
    upgradeId: null,
    roll: null,
    winTickets: src.winTickets,
    target: itemCard(src.target, names),
    stakeCents: src.stake,
    labels,
    money,
  };
}
