/** Fake but realistic demo content for the lab: items, cases, and battle/case shows with fair rolls from demo seeds. */
import { roll } from '../../../../src/domain/fairness';
import type {
  ArenaLabels,
  BattleShow,
  CaseShow,
  CaseView,
  ItemView,
  RarityRank,
  UpgradeShow,
} from '../../../../src/arena/index';
import { upgradeWinTickets } from '../../../../src/domain/fairness-games';

const ITEMS: [string, RarityRank, number][] = [
  ['★ Karambit | Fade', 1, 184500],
  ['★ Butterfly Knife | Doppler', 1, 152000],
  ['★ Sport Gloves | Vice', 1, 96000],
  ['AWP | Dragon Lore', 2, 112000],
  ['M4A4 | Howl', 2, 68000],
  ['AK-47 | Fire Serpent', 2, 41000],
  ['AWP | Asiimov', 3, 9800],
  ['AK-47 | Redline', 3, 4200],
  ['Desert Eagle | Blaze', 3, 6100],
  ['USP-S | Kill Confirmed', 4, 2900],
  ['M4A1-S | Hyper Beast', 4, 1850],
  ['Glock-18 | Water Elemental', 4, 980],
  ['MP9 | Hydra', 5, 420],
  ['P250 | Asiimov', 5, 360],
  ['Five-SeveN | Monkey Business', 5, 290],
  ['UMP-45 | Primal Saber', 5, 240],
  ['MAC-10 | Neon Rider', 5, 310],
  ['Tec-9 | Isaac', 6, 85],
  ['Nova | Predator', 6, 60],
  ['SSG 08 | Abyss', 6, 72],
  ['P90 | Sand Spray', 7, 18],
  ['MP7 | Army Recon', 7, 12],
  ['P250 | Sand Dune', 7, 9],
  ['G3SG1 | Desert Storm', 7, 7],
];

// Tickets per rarity rank, split among that rank's items (sums to 100000 over a case).
const RANK_TICKETS: Record<RarityRank, number> = {
  1: 260,
  2: 640,
  3: 3200,
  4: 7900,
  5: 23000,
  6: 25000,
  7: 40000,
};

/** Every demo item. */
export const DEMO_ITEMS: ItemView[] = ITEMS.map(([name, rarity, priceCents]) => ({
  id: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  name,
  rarity,
  priceCents,
}));

/** Builds a case whose odds rows tile 1..100000 by rarity weights. */
export function demoCase(id: string, title: string, items: ItemView[] = DEMO_ITEMS): CaseView {
  const byRank = new Map<RarityRank, ItemView[]>();
  for (const i of items) byRank.set(i.rarity, [...(byRank.get(i.rarity) ?? []), i]);
  const ranks = [...byRank.keys()].sort();
  const weight = ranks.reduce((s, r) => s + RANK_TICKETS[r], 0);
  const rows: CaseView['odds'] = [];
  let next = 1;
  ranks.forEach((r, ri) => {
    const group = byRank.get(r) ?? [];
    const share = Math.floor((RANK_TICKETS[r] * 100000) / weight);
    group.forEach((item, k) => {
      const last = ri === ranks.length - 1 && k === group.length - 1;
      const chance = last ? 100001 - next : Math.floor(share / group.length);
      rows.push({
        itemId: item.id,
        rarity: item.rarity,
        chance,
        rangeMin: next,
        rangeMax: next + chance - 1,
      });
      next += chance;
    });
  });
  return { id, title, odds: rows };
}

/** English demo labels (a real page passes translated strings). */
export const DEMO_LABELS: ArenaLabels = {
  winner: 'Winner',
  reroll: 'Reroll',
  teamCt: 'CT',
  teamT: 'T',
  waiting: 'Waiting for players',
  processing: 'Starting…',
  calculating: 'Calculating…',
  won: 'You won',
};

const SERVER_SEED = 'b7f1c2a9d0e34f5a8c6b2e1d9f0a7c3e5b8d2f4a6c1e3b5d7f9a0c2e4b6d8f1a';
const NAMES = ['NovaStrike', 'kappa_queen', 'Bot Ramirez', 'xX_Sn1per_Xx'];

function itemForTicket(c: CaseView, t: number): string {
  return (c.odds.find((r) => t >= r.rangeMin && t <= r.rangeMax) ?? c.odds[0]).itemId;
}

/** A battle show for a mode with `rounds` rounds all rolled; `played` rounds have started (the last at roundStart). */
export function demoBattle(
  mode: '1v1' | '1v1v1' | '1v1v1v1' | '2v2',
  rounds: number,
  played: number,
  roundStart: (r: number) => number,
  nonce = 42,
): BattleShow {
  const team = mode === '2v2';
  const n = team ? 4 : mode.split('v').length;
  const cases = [demoCase('neon', 'Neon Rush'), demoCase('gold', 'Gold Vault')];
  const clientSeed = 'lab-client-seed';
  const all = Array.from({ length: rounds }, (_, i) => {
    const c = cases[i % cases.length];
    const rolls = Array.from({ length: n }, (_, s) => ({
      slot: s + 1,
      itemId: itemForTicket(c, roll(SERVER_SEED, clientSeed, nonce, `${i + 1}:${s + 1}`)),
    }));
    return { round: i + 1, caseId: c.id, rolls, startedAt: roundStart(i + 1) };
  });
  return {
    kind: 'battle',
    battleId: `lab-${mode}-${nonce}`,
    type: team ? 'team' : 'single',
    mode: 'default',
    status: played >= rounds ? 'finished' : played > 0 ? 'playing' : 'waiting',
    totalRounds: rounds,
    players: NAMES.slice(0, n).map((name, i) => ({
      slot: i + 1,
      userId: `u${i + 1}`,
      name,
      isBot: name.startsWith('Bot'),
    })),
    rounds: all.slice(0, played),
    cases,
    items: DEMO_ITEMS,
    labels: DEMO_LABELS,
    money: { locale: 'en-US' },
  };
}

/** A case opening of `count` strips with fair demo rolls. */
export function demoCaseOpening(count: number, startedAt: number, nonce = 7): CaseShow {
  const c = demoCase('neon', 'Neon Rush');
  const results = Array.from({ length: count }, (_, i) =>
    itemForTicket(c, roll(SERVER_SEED, 'my-client-seed', nonce, `case:${i}`)),
  );
  return {
    kind: 'case',
    openingId: `lab-open-${nonce}`,
    case: c,
    items: DEMO_ITEMS,
    results,
    startedAt,
    labels: DEMO_LABELS,
    money: { locale: 'en-US' },
  };
}

/** Finishes a demo battle per FAIRNESS.md: totals decide (highest wins), ties go to the reroll; the pot goes to the winners. */
export function finishDemo(show: BattleShow, all: BattleShow['rounds'], nonce = 42): BattleShow {
  const price = new Map(DEMO_ITEMS.map((i) => [i.id, i.priceCents]));
  const totals = new Map<number, number>(show.players.map((p) => [p.slot, 0]));
  for (const r of all)
    for (const x of r.rolls) totals.set(x.slot, (totals.get(x.slot) ?? 0) + (price.get(x.itemId) ?? 0));
  const team = show.type === 'team';
  const sides: number[][] = team
    ? [
        [1, 2],
        [3, 4],
      ]
    : show.players.map((p) => [p.slot]);
  const sideTotal = (s: number[]) => s.reduce((sum, slot) => sum + (totals.get(slot) ?? 0), 0);
  const best = Math.max(...sides.map(sideTotal));
  const tied = sides.filter((s) => sideTotal(s) === best);
  let winners = tied[0];
  let reroll: BattleShow['reroll'] = null;
  if (tied.length > 1) {
    const r = roll(SERVER_SEED, 'lab-client-seed', nonce, 'reroll');
    const candidates = tied.map((slots, i) => ({
      slots,
      rangeMin: Math.floor((i * 100000) / tied.length) + 1,
      rangeMax: Math.floor(((i + 1) * 100000) / tied.length),
    }));
    winners = candidates.find((c) => r >= c.rangeMin && r <= c.rangeMax)?.slots ?? winners;
    reroll = { roll: r, candidates };
  }
  const pot = [...totals.values()].reduce((a, b) => a + b, 0);
  const winnings = show.players.map((p) => ({
    slot: p.slot,
    cents: winners.includes(p.slot)
      ? Math.floor(pot / winners.length) + (p.slot === winners[0] ? pot % winners.length : 0)
      : 0,
  }));
  return { ...show, status: 'finished', rounds: all, reroll, result: { winnerSlots: winners, winnings } };
}

/** Makes every slot roll what slot 1 rolled (equal totals: the demo of a reroll). */
export function forceTie(rounds: BattleShow['rounds']): BattleShow['rounds'] {
  return rounds.map((r) => ({ ...r, rolls: r.rolls.map((x) => ({ ...x, itemId: r.rolls[0].itemId })) }));
}

/** An upgrade of a $51.00 stake to the AWP | Asiimov ($98.00, about 49%), rolled on the demo seeds (or `rollOverride`). */
export function demoUpgrade(startedAt: number, rollOverride?: number, nonce = 8): UpgradeShow {
  const target = DEMO_ITEMS.find((i) => i.id === 'awp-asiimov') ?? DEMO_ITEMS[0];
  const stakeCents = 5100;
  return {
    kind: 'upgrade',
    upgradeId: `lab-upgrade-${nonce}`,
    winTickets: upgradeWinTickets(stakeCents, target.priceCents) ?? 0,
    roll: rollOverride ?? roll(SERVER_SEED, 'my-client-seed', nonce, 'upgrade'),
    target,
    stakeCents,
    startedAt,
    labels: { chance: 'Chance', won: 'Upgraded', lost: 'Lost' },
    money: { locale: 'en-US' },
  };
}
