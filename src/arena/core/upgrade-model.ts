/** Normalises an UpgradeShow into the model the engine drives (pure): checked tickets and roll, result and multiplier. */
import { ROLL_RANGE } from '../../domain/fairness';
import { upgradeWon } from '../../domain/fairness-games';
import { DEFAULT_MONEY, type ItemView, type MoneyFormat, type UpgradeLabels, type UpgradeShow } from './show';
import { UPGRADE_SPIN_MS } from './upgrade-plan';

/** Everything the upgrade gauge needs. */
export interface UpgradeModel {
  kind: 'upgrade';
  /** The roll's id, or null while the gauge only shows the chance. */
  key: string | null;
  winTickets: number;
  roll: number | null;
  /** Known once rolled. */
  won: boolean | null;
  target: ItemView;
  /** The items whose cards are baked (the target). */
  items: ItemView[];
  /** Target price over stake (0 when the stake is unknown). */
  multiplier: number;
  startedAt?: number;
  labels: UpgradeLabels;
  money: MoneyFormat;
  spinMs: number;
}

/** Builds the model: tickets clamped to 0..100000, a roll outside 1..100000 (or without an id) counts as none. */
export function toUpgradeModel(show: UpgradeShow): UpgradeModel {
  const winTickets = Math.min(ROLL_RANGE, Math.max(0, Math.floor(show.winTickets) || 0));
  const rolled =
    show.upgradeId !== null &&
    show.roll !== null &&
    Number.isInteger(show.roll) &&
    show.roll >= 1 &&
    show.roll <= ROLL_RANGE;
  const roll = rolled ? show.roll : null;
  return {
    kind: 'upgrade',
    key: rolled ? show.upgradeId : null,
    winTickets,
    roll,
    won: roll === null ? null : upgradeWon(roll, winTickets),
    target: show.target,
    items: [show.target],
    multiplier: show.stakeCents > 0 ? show.target.priceCents / show.stakeCents : 0,
    startedAt: show.startedAt,
    labels: show.labels,
    money: show.money ?? DEFAULT_MONEY,
    spinMs: show.spinMs && show.spinMs > 0 ? show.spinMs : UPGRADE_SPIN_MS,
  };
}
