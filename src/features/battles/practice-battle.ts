/**
 * A practice battle (/pre-battle), played in the browser with play money: real cases and their real odds, the real
 * rules (src/domain/battle-rules.ts) and the provably fair roll (FAIRNESS.md, version 1) on seeds drawn here, shaped
 * as the battle page's detail so the real arena shows it. No server call places it and nothing touches a wallet.
 */
import {
  decideWinners,
  distributeWinnings,
  expandRounds,
  REROLL_CURSOR,
  rollCursor,
  slotCount,
  slotTotals,
  type BattleMode,
  type BattleType,
  type Prize,
} from '../../domain/battle-rules';
import { battleClientSeed, roll } from '../../domain/fairness';
import { itemForRoll, oddsRowsFromRanges } from '../../domain/odds';
import { isRarityRank, rarityOf } from '../../domain/rarity';
import type { BattleItem, BattlePlayer } from '../../protocol/battle';
import type { CaseDetail, CatalogItem } from '../../protocol/catalog';
import type { BattleCase } from '../../protocol/types';
import type { BattleDetail } from './battle-types';

/** What the practice plays: cases with quantities, the battle's shape, and the seats' names and pictures. */
export interface PracticeSetup {
  cases: { case: CaseDetail; quantity: number }[];
  type: BattleType;
  players: number;
  mode: BattleMode;
  /** One per seat: the player first, then the bots. */
  seats: { nickname: string; avatar: string; isBot: boolean }[];
}

/** The seeds of one practice: the server seed and one client seed per seat (random, drawn by the caller). */
export interface PracticeSeeds {
  serverSeed: string;
  slotSeeds: string[];
}

const battleItem = (i: CatalogItem): BattleItem => ({
  ...i,
  rarity: isRarityRank(i.rarity) ? rarityOf(i.rarity).name : String(i.rarity),
  rarityRank: i.rarity,
});

/**
 * The finished practice battle as a battle detail: every roll, the winners (with a reroll on a tie), the winnings,
 * and round 1 starting at `startAt` (this browser's clock, which is also the detail's `now`).
 */
export function practiceBattle(setup: PracticeSetup, seeds: PracticeSeeds, startAt: number): BattleDetail {
  const slots = Array.from({ length: slotCount(setup.type, setup.players) }, (_, i) => i + 1);
  const clientSeed = battleClientSeed(seeds.slotSeeds);
  const nonce = 1;
  const order = expandRounds(setup.cases);
  const odds = setup.cases.map((c) => oddsRowsFromRanges(c.case.odds.rows));
  const prizes: (Prize & { roll: number; item: CatalogItem })[] = [];
  order.forEach((ci, i) => {
    for (const slot of slots) {
      const value = roll(seeds.serverSeed, clientSeed, nonce, rollCursor(i + 1, slot));
      const item = itemForRoll(odds[ci], value);
      prizes.push({ round: i + 1, slot, itemId: item.id, price: item.price, roll: value, item });
    }
  });
  const decision = decideWinners(setup.type, setup.mode, slotTotals(slots, prizes), () =>
    roll(seeds.serverSeed, clientSeed, nonce, REROLL_CURSOR),
  );
  const payouts = distributeWinnings(setup.mode, slots, prizes, decision.winners);
  const userId = (slot: number) => `practice-${slot}`;
  const users: BattlePlayer[] = slots.map((slot) => {
    const seat = setup.seats[slot - 1];
    const mine = prizes.filter((p) => p.slot === slot);
    const payout = payouts.get(slot);
    return {
      userID: userId(slot),
      slot,
      user: {
        nickname: seat.nickname,
        avatar: seat.avatar,
        level: { lv: 1 },
        isBot: seat.isBot,
        isVerified: false,
      },
      isWinner: decision.winners.includes(slot),
      winAmount: payout?.total ?? 0,
      rollAmount: mine.reduce((s, p) => s + p.price, 0),
      rolls: mine.map((p) => ({
        userID: userId(slot),
        round: p.round,
        slot,
        roll: p.roll,
        price: p.price,
        itemID: p.itemId,
        item: battleItem(p.item),
      })),
      loots: [],
      clientSeed: seeds.slotSeeds[slot - 1],
      withBot: seat.isBot,
    };
  });
  const cases: BattleCase[] = setup.cases.map((c) => ({
    case: {
      id: c.case.id,
      title: c.case.title,
      image: c.case.image,
      price: c.case.price,
      odds: {
        rows: c.case.odds.rows.map((r) => ({
          ...r,
          item: battleItem(r.item),
          chancePercent: r.chance / 1000,
        })),
      },
    },
    quantity: c.quantity,
  }));
  const cost = setup.cases.reduce((s, c) => s + c.case.price * c.quantity, 0);
  return {
    id: 'practice',
    revision: 0,
    isPublic: false,
    userID: userId(1),
    status: 'finished',
    type: setup.type,
    mode: setup.mode,
    fixedPrice: cost,
    cases,
    users,
    currentRound: order.length,
    totalRound: order.length,
    teams: setup.type === 'team' ? 2 : slots.length,
    createdAt: startAt,
    templateID: null,
    reroll: decision.reroll && {
      roll: decision.reroll.roll,
      rollID: REROLL_CURSOR,
      users: decision.reroll.candidates.flatMap((c) =>
        c.slots.map((s) => ({ userID: userId(s), rangeMin: c.rangeMin, rangeMax: c.rangeMax })),
      ),
    },
    clientSeed,
    ticket: '',
    serverSeed: seeds.serverSeed,
    nonce,
    startedAt: startAt,
    serverSeedHash: '',
    players: slots.length,
    cancelled: false,
    roundStartedAt: startAt,
    finishedAt: startAt,
    now: startAt,
    clientAt: startAt,
    fairness: 1,
    filledAt: startAt,
    beacon: null,
  };
}
