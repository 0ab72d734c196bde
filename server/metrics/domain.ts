/**
 * The counters fed by the domain event bus (published after commit, so a rolled-back change counts nothing):
 * openings, battles created / finished / rounds, upgrades, ledger volume by kind.
 */
import type { EventBus } from '../kernel/events';
import type { AppMetrics } from './registry';

/** Subscribes the counters to `bus`; returns the unsubscribe. */
export function countDomainEvents(bus: EventBus, m: AppMetrics): () => void {
  // Series that exist from the start, so a rate over them is 0 rather than absent before the first one.
  for (const source of ['case', 'battle']) m.openings.inc({ source }, 0);
  for (const outcome of ['settled', 'cancelled']) m.battles.finished.inc({ outcome }, 0);
  const offs = [
    bus.on('CaseOpened', () => m.openings.inc({ source: 'case' })),
    bus.on('RoundPlayed', (e) => {
      m.battles.rounds.inc();
      if (e.rolls.length > 0) m.openings.inc({ source: 'battle' }, e.rolls.length);
    }),
    bus.on('BattleCreated', () => m.battles.created.inc()),
    bus.on('BattleSettled', () => m.battles.finished.inc({ outcome: 'settled' })),
    bus.on('BattleCancelled', () => m.battles.finished.inc({ outcome: 'cancelled' })),
    bus.on('UpgradePlayed', () => m.upgrades.inc()),
    bus.on('LedgerTransferred', (e) => {
      const labels = { kind: e.kind, currency: e.currency };
      m.ledger.transfers.inc(labels);
      if (e.amount > 0) m.ledger.volume.inc(labels, e.amount);
    }),
  ];
  return () => offs.forEach((off) => off());
}
