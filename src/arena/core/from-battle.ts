/** Builds a BattleShow from the protocol's Battle (detail answer plus websocket updates): pure, shared by every page. */
import { roundStartAt, type BattleTiming } from '../../domain/battle-timing';
import { expandRounds } from '../../domain/battle-rules';
import { isRarityRank, rarityRank } from '../../domain/rarity';
import type { Battle, Item } from '../../protocol/types';
import type { ArenaLabels, BattleShow, CaseView, ItemView, MoneyFormat } from './show';
import { resolveTiming } from './timing';
import type { RarityRank } from './types';

/** The item fields the server sends beyond the protocol's Item (id, display name, numeric rank). */
type WireItem = Item & { id?: string; name?: string; rarityRank?: number };

/** A stable id for an item: its id, or its look when the server sent none. */
export function itemKey(item: WireItem): string {
  return item.id ?? `${item.base}|${item.pattern}|${item.exterior}|${item.stattrak ? 'st' : ''}`;
}

function itemView(item: WireItem): ItemView {
  const rank: RarityRank = isRarityRank(item.rarityRank) ? item.rarityRank : (rarityRank(item.rarity) ?? 7);
  const name =
    item.name ??
    (item.pattern ? `${item.stattrak ? 'StatTrak™ ' : ''}${item.base} | ${item.pattern}` : item.base);
  return { id: itemKey(item), name, priceCents: item.price, rarity: rank, image: item.image || undefined };
}

/** Options of battleShowFrom: translated labels, money format and (optionally) the server's timing. */
export interface FromBattleOptions {
  labels: ArenaLabels;
  money?: MoneyFormat;
  timing?: Partial<BattleTiming>;
}

/** The show for a battle: rounds 1..currentRound with every slot's roll, round start times from startedAt, result and reroll when finished. */
export function battleShowFrom(b: Battle, o: FromBattleOptions): BattleShow {
  const timing = resolveTiming(o.timing);
  const items = new Map<string, ItemView>();
  const cases: CaseView[] = b.cases.map((c, i) => {
    const id = c.case.id ?? `case-${i}`;
    const odds = c.case.odds.rows.map((r) => {
      const v = itemView(r.item);
      items.set(v.id, v);
      return {
        itemId: v.id,
        rarity: v.rarity,
        chance: r.rangeMax - r.rangeMin + 1,
        rangeMin: r.rangeMin,
        rangeMax: r.rangeMax,
      };
    });
    return { id, title: c.case.title, odds };
  });
  const order = expandRounds(b.cases);
  const users = [...b.users].sort((x, y) => x.slot - y.slot);
  const played = b.status === 'finished' ? b.totalRound : Math.min(b.currentRound, b.totalRound);
  const rounds: BattleShow['rounds'] = [];
  for (let r = 1; r <= played; r++) {
    const rolls = users.flatMap((u) => {
      const roll = u.rolls.find((x) => (x as { round?: number }).round === r) ?? u.rolls[r - 1];
      return roll ? [{ slot: u.slot, itemId: roll.itemID }] : [];
    });
    if (rolls.length === 0) break;
    rounds.push({
      round: r,
      caseId: cases[order[r - 1]]?.id ?? cases[0].id,
      rolls,
      startedAt: b.startedAt !== null ? roundStartAt(b.startedAt, r, timing) : undefined,
    });
  }
  const bySlot = new Map(users.map((u) => [u.userID, u.slot]));
  const rr = b.reroll;
  // Team members share one range: one candidate per distinct range, holding every tied slot in it.
  const ranges = rr
    ? [...new Map(rr.users.map((u) => [u.rangeMin, u.rangeMax])).entries()].sort((x, y) => x[0] - y[0])
    : [];
  const reroll = rr
    ? {
        roll: rr.roll,
        candidates: ranges.map(([rangeMin, rangeMax]) => ({
          rangeMin,
          rangeMax,
          slots: rr.users
            .filter((u) => u.rangeMin === rangeMin)
            .map((u) => bySlot.get(u.userID) ?? 0)
            .sort((x, y) => x - y),
        })),
      }
    : null;
  const result =
    b.status === 'finished'
      ? {
          winnerSlots: users.filter((u) => u.isWinner).map((u) => u.slot),
          winnings: users.map((u) => ({ slot: u.slot, cents: u.winAmount })),
        }
      : null;
  return {
    kind: 'battle',
    battleId: b.id,
    type: b.type,
    mode: b.mode,
    status: b.status,
    totalRounds: b.totalRound,
    players: users.map((u) => ({
      slot: u.slot,
      userId: u.userID,
      name: u.user.nickname,
      isBot: u.user.isBot,
    })),
    rounds,
    cases,
    items: [...items.values()],
    reroll,
    result,
    labels: o.labels,
    money: o.money,
    timing,
  };
}
