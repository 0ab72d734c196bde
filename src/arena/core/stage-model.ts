/** Normalises a BattleShow or CaseShow into one stage model the engine drives (pure). */
import { MAX_OPEN_COUNT } from '../../domain/case-opening';
import { battleMode, type ArenaMode } from './layout';
import {
  DEFAULT_MONEY,
  type ArenaLabels,
  type BattleShow,
  type CaseShow,
  type ItemView,
  type MoneyFormat,
  type ShowResult,
  slotTotals,
} from './show';
import { resolveTiming, type ArenaTiming } from './timing';
import type { ArenaOddsRow } from './types';

/** One round as the engine plays it. */
export interface StageRound {
  round: number;
  odds: ArenaOddsRow[];
  rolls: { slot: number; itemId: string }[];
  /** Server clock (epoch ms) when known. */
  startedAt?: number;
}

/** A reroll candidate with the display name the engine shows. */
interface StageRerollCandidate {
  name: string;
  slots: number[];
  rangeMin: number;
  rangeMax: number;
}

/** Everything the engine needs, independent of the show kind. */
export interface StageModel {
  kind: 'battle' | 'case';
  /** Seeds strips: `${seedBase}` stands for the battle id. */
  seedBase: string;
  mode: ArenaMode;
  team: boolean;
  /** `empty`: nobody sits there yet (battles waiting for players). */
  slots: { slot: number; name: string; empty?: boolean }[];
  rounds: StageRound[];
  /** Odds shown on idle reels before the first round (the first case). */
  previewOdds: ArenaOddsRow[];
  totalRounds: number;
  status: 'waiting' | 'processing' | 'playing' | 'finished';
  reroll: { roll: number; candidates: StageRerollCandidate[]; winner: number } | null;
  result: (ShowResult & { title: string; names: string }) | null;
  items: ItemView[];
  labels: ArenaLabels;
  money: MoneyFormat;
  timing: ArenaTiming;
}

/** Each slot's running total (cents) over rounds 1..uptoRound of a stage model. */
export function stageTotals(model: StageModel, uptoRound: number): Map<number, number> {
  const slots = model.slots.map((s) => s.slot);
  return slotTotals(model.items, slots, model.rounds, uptoRound);
}

/** The index of the candidate whose range holds the roll (-1 when none). */
export function rerollWinner(
  roll: number,
  candidates: readonly { rangeMin: number; rangeMax: number }[],
): number {
  return candidates.findIndex((c) => roll >= c.rangeMin && roll <= c.rangeMax);
}

/** Builds the stage model of a reel show (battle or case opening; upgrades have their own model). */
export function toStageModel(show: BattleShow | CaseShow): StageModel {
  const money = show.money ?? DEFAULT_MONEY;
  if (show.kind === 'case') {
    const n = Math.max(1, Math.min(MAX_OPEN_COUNT, show.results.length));
    const byId = new Map(show.items.map((i) => [i.id, i]));
    const won = show.results.slice(0, n).reduce((s, id) => s + (byId.get(id)?.priceCents ?? 0), 0);
    return {
      kind: 'case',
      seedBase: `case:${show.openingId}`,
      mode: `case-${n}` as ArenaMode,
      team: false,
      slots: Array.from({ length: n }, (_, i) => ({ slot: i + 1, name: '' })),
      rounds: [
        {
          round: 1,
          odds: show.case.odds,
          rolls: show.results.slice(0, n).map((itemId, i) => ({ slot: i + 1, itemId })),
          startedAt: show.startedAt,
        },
      ],
      previewOdds: show.case.odds,
      totalRounds: 1,
      status: 'finished',
      reroll: null,
      result: {
        winnerSlots: [],
        winnings: [{ slot: 0, cents: won }],
        title: show.labels.won,
        names: show.case.title,
      },
      items: show.items,
      labels: show.labels,
      money,
      timing: resolveTiming({ spinMs: show.spinMs, resultDelayMs: 1000 }),
    };
  }
  const team = show.type === 'team';
  const nameOf = new Map(show.players.map((p) => [p.slot, p.name]));
  const candName = (slots: number[]): string =>
    team
      ? slots[0] <= 2
        ? show.labels.teamCt
        : show.labels.teamT
      : slots.map((s) => nameOf.get(s) ?? `#${s}`).join(' & ');
  const casesById = new Map(show.cases.map((c) => [c.id, c]));
  const reroll = show.reroll
    ? (() => {
        const candidates = show.reroll.candidates.map((c) => ({ ...c, name: candName(c.slots) }));
        return { roll: show.reroll.roll, candidates, winner: rerollWinner(show.reroll.roll, candidates) };
      })()
    : null;
  let result: StageModel['result'] = null;
  if (show.result) {
    const winners = [...show.result.winnerSlots].sort((a, b) => a - b);
    const names = team
      ? [...new Set(winners.map((s) => candName([s])))].join(' & ')
      : winners.map((s) => nameOf.get(s) ?? `#${s}`).join(' & ');
    result = { ...show.result, title: show.labels.winner, names };
  }
  const slots = [...show.players]
    .sort((a, b) => a.slot - b.slot)
    .map((p) => (p.userId ? { slot: p.slot, name: p.name } : { slot: p.slot, name: p.name, empty: true }));
  return {
    kind: 'battle',
    seedBase: show.battleId,
    mode: battleMode(Math.max(slots.length, team ? 4 : 2), show.type),
    team,
    slots,
    rounds: show.rounds.map((r) => ({
      round: r.round,
      odds: casesById.get(r.caseId)?.odds ?? [],
      rolls: r.rolls,
      startedAt: r.startedAt,
    })),
    previewOdds: show.cases[0]?.odds ?? [],
    totalRounds: show.totalRounds,
    status: show.status,
    reroll,
    result,
    items: show.items,
    labels: show.labels,
    money,
    timing: resolveTiming(show.timing),
  };
}
