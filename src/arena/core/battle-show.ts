/** Builds the arena's BattleShow from a battle as the wire sends it (pure: the same battle gives the same show). */
import { BATTLE_TIMING, roundStartAt } from '../../domain/battle-timing';
import { expandRounds } from '../../domain/battle-rules';
import type { SkinNames } from '../../domain/skin-names';
import type { BattleView } from '../../protocol/battle';
import { itemCard } from './item-card';
import {
  DEFAULT_MONEY,
  type ArenaLabels,
  type BattleShow,
  type CaseView,
  type ItemView,
  type MoneyFormat,
  type ShowReroll,
  type ShowRound,
} from './show';

/** What a show is built from: the wire battle, and the round starts the page learned from events. */
type ShowSourceBattle = Pick<
  BattleView,
  | 'id'
  | 'type'
  | 'mode'
  | 'status'
  | 'cancelled'
  | 'players'
  | 'totalRound'
  | 'currentRound'
  | 'cases'
  | 'users'
  | 'reroll'
  | 'startedAt'
> & { roundStarts?: Record<number, number> };

/** Case id of a battle case (older answers may lack it: its place stands in). */
const caseKey = (c: ShowSourceBattle['cases'][number], i: number) => c.case.id ?? `case-${i}`;

/** The items of every case of the battle as arena cards, named with `names` (null: English). */
function showItems(d: ShowSourceBattle, names: SkinNames | null): ItemView[] {
  const out = new Map<string, ItemView>();
  for (const c of d.cases)
    for (const r of c.case.odds.rows) {
      const card = itemCard(r.item, names);
      if (!out.has(card.id)) out.set(card.id, card);
    }
  return [...out.values()];
}

/** The cases as the arena wants them (odds rows by item id). */
function showCases(d: ShowSourceBattle): CaseView[] {
  return d.cases.map((c, i) => ({
    id: caseKey(c, i),
    title: c.case.title,
    odds: c.case.odds.rows.map((r) => {
      const card = itemCard(r.item);
      return {
        itemId: card.id,
        rarity: card.rarity,
        chance: r.chance,
        rangeMin: r.rangeMin,
        rangeMax: r.rangeMax,
      };
    }),
  }));
}

/** Rounds started so far with each slot's item and the round's start (server clock). */
function showRounds(d: ShowSourceBattle): ShowRound[] {
  const order = expandRounds(d.cases);
  const rounds: ShowRound[] = [];
  for (let r = 1; r <= d.currentRound; r++) {
    const rolls = d.users.flatMap((u) =>
      u.rolls.filter((x) => x.round === r).map((x) => ({ slot: u.slot, itemId: x.itemID })),
    );
    if (rolls.length === 0) continue;
    const ci = order[r - 1] ?? 0;
    const startedAt =
      d.roundStarts?.[r] ?? (d.startedAt != null ? roundStartAt(d.startedAt, r, BATTLE_TIMING) : undefined);
    rounds.push({
      round: r,
      caseId: caseKey(d.cases[ci], ci),
      rolls: rolls.sort((a, b) => a.slot - b.slot),
      startedAt,
    });
  }
  return rounds;
}

/** The tie-break as the arena draws it: team members share one candidate. */
export function showReroll(d: Pick<ShowSourceBattle, 'reroll' | 'users'>): ShowReroll | null {
  if (!d.reroll) return null;
  const groups = new Map<string, { slots: number[]; rangeMin: number; rangeMax: number }>();
  for (const u of d.reroll.users) {
    const slot = d.users.find((x) => x.userID === u.userID)?.slot;
    if (slot === undefined) continue;
    const key = `${u.rangeMin}-${u.rangeMax}`;
    const g = groups.get(key) ?? { slots: [], rangeMin: u.rangeMin, rangeMax: u.rangeMax };
    g.slots.push(slot);
    groups.set(key, g);
  }
  for (const g of groups.values()) g.slots.sort((a, b) => a - b);
  return { roll: d.reroll.roll, candidates: [...groups.values()].sort((a, b) => a.rangeMin - b.rangeMin) };
}

/**
 * The whole show. `labels` (and the empty seat's name) are translated by the caller; `money` names the active
 * locale; `names` is the skin-name table the cards use (null: English).
 */
export function buildBattleShow(
  d: ShowSourceBattle,
  labels: ArenaLabels,
  emptySeat = '…',
  money: MoneyFormat = DEFAULT_MONEY,
  names: SkinNames | null = null,
): BattleShow {
  const finished = d.status === 'finished' && !d.cancelled;
  // Empty seats keep their place so the layout matches the battle's size while it waits.
  const players = Array.from({ length: d.players }, (_, i) => {
    const u = d.users.find((x) => x.slot === i + 1);
    return u
      ? { slot: u.slot, userId: u.userID, name: u.user.nickname, isBot: u.user.isBot }
      : { slot: i + 1, userId: '', name: emptySeat };
  });
  return {
    kind: 'battle',
    battleId: d.id,
    type: d.type,
    mode: d.mode,
    status: finished ? 'finished' : d.status === 'finished' ? 'waiting' : d.status,
    totalRounds: d.totalRound,
    players,
    rounds: showRounds(d),
    cases: showCases(d),
    items: showItems(d, names),
    reroll: finished ? showReroll(d) : null,
    result: finished
      ? {
          winnerSlots: d.users.filter((u) => u.isWinner).map((u) => u.slot),
          winnings: d.users.map((u) => ({ slot: u.slot, cents: u.winAmount })),
        }
      : null,
    labels,
    money,
  };
}
