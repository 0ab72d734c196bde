/**
 * The house's figures for staff: its accounts, its daily result per game, what it is exposed to, and one player's
 * reward budget (ECONOMY.md, read through economy/budget.ts). A game's daily result is what it took from players
 * less what it handed them: the net coins on its house accounts (stakes less coin payouts), plus the value of the
 * players' items it took as stakes (upgrades, exchanges), less the value of the items it handed players at the
 * price they were won at. Bots' seats and items are the house's own money and count for nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type {
  DailyResult,
  Exposure,
  HouseAccount,
  PlayerEconomyAnswer,
  ResultGame,
} from '../../../src/protocol/admin-money';
import { notFound } from '../../errors';
import { economyOf } from '../economy/budget';
import { balanceOf, userAccount } from '../ledger/ledger';

const DAY_MS = 24 * 60 * 60_000;

/** The game whose coins a house account holds (base name, `house:<name>:<currency>`); others are not a game's. */
const ACCOUNT_GAME: Record<string, ResultGame> = {
  cases: 'case',
  'battle-pot': 'battle',
  'bot-bank': 'battle',
  upgrades: 'upgrade',
  exchange: 'exchange',
  events: 'rewards',
  'pay-bonus': 'rewards',
};
/** The game that handed out an item, by the loot's source. */
const SOURCE_GAME: Record<string, ResultGame> = {
  case: 'case',
  battle: 'battle',
  upgrade: 'upgrade',
  exchange: 'exchange',
  giveaway: 'rewards',
  market: 'rewards',
};
/** The game that took a player's item as its stake, by the loot's spent status. */
const SPENT_GAME: Record<string, ResultGame> = { upgraded: 'upgrade', exchanged: 'exchange' };
/** House accounts that pay points rewards out. */
const POINT_PAYERS = new Set(['rewards', 'events']);

/** `house:<name>:<currency>[:<shard>]` -> name and currency. */
function parseHouse(id: string): { name: string; currency: string } | null {
  const m = /^house:([^:]+):([^:]+)(?::\d+)?$/.exec(id);
  return m ? { name: m[1], currency: m[2] } : null;
}

/** Every house account, a sharded one summed over its rows, by name. */
export async function houseAccounts(db: Db): Promise<HouseAccount[]> {
  const rows = await db.kysely
    .selectFrom('accounts')
    .select(['id', 'currency', 'balance'])
    .where('kind', '=', 'house')
    .execute();
  const sums = new Map<string, HouseAccount>();
  for (const r of rows) {
    const h = parseHouse(r.id);
    if (!h) continue;
    const k = `${h.name}:${h.currency}`;
    const cur = sums.get(k) ?? { name: h.name, currency: h.currency, balance: 0 };
    cur.balance += Number(r.balance);
    sums.set(k, cur);
  }
  return [...sums.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.currency.localeCompare(b.currency),
  );
}

const dayOf = (dayIndex: number) => new Date(dayIndex * DAY_MS).toISOString().slice(0, 10);

/** The daily result per game for the `days` UTC days up to and including today's, oldest first. */
export async function dailyResults(db: Db, days: number, now: number): Promise<DailyResult[]> {
  const today = Math.floor(now / DAY_MS);
  const first = today - days + 1;
  const since = first * DAY_MS;
  const results = new Map<string, DailyResult>();
  const at = (d: number, game: ResultGame) => {
    const k = `${d}:${game}`;
    let r = results.get(k);
    if (!r) {
      r = { day: dayOf(d), game, coinsIn: 0, itemsIn: 0, itemsOut: 0, points: 0, result: 0 };
      results.set(k, r);
    }
    return r;
  };
  // A literal divisor: a bound number may reach SQLite as a float and split a day in two.
  const day = (col: string) => sql<number>`${sql.ref(col)} / ${sql.lit(DAY_MS)}`;
  const flows = await db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
    .select([
      day('ledger_transactions.created_at').as('d'),
      'ledger_entries.account_id',
      sql<number>`sum(ledger_entries.amount)`.as('s'),
    ])
    .where('ledger_transactions.created_at', '>=', since)
    .where('ledger_entries.account_id', 'like', 'house:%')
    .groupBy([day('ledger_transactions.created_at'), 'ledger_entries.account_id'])
    .execute();
  for (const f of flows) {
    const h = parseHouse(f.account_id);
    const game = h && ACCOUNT_GAME[h.name];
    if (!h) continue;
    if (h.currency === 'point' && POINT_PAYERS.has(h.name)) at(Number(f.d), 'rewards').points -= Number(f.s);
    if (game && h.currency === 'coin') at(Number(f.d), game).coinsIn += Number(f.s);
  }
  const out = await db.kysely
    .selectFrom('loot')
    .innerJoin('users', 'users.id', 'loot.user_id')
    .select([day('loot.created_at').as('d'), 'loot.source', sql<number>`sum(loot.price)`.as('s')])
    .where('loot.created_at', '>=', since)
    .where('users.is_bot', '=', 0)
    .groupBy([day('loot.created_at'), 'loot.source'])
    .execute();
  for (const o of out) {
    const game = SOURCE_GAME[o.source];
    if (game) at(Number(o.d), game).itemsOut += Number(o.s);
  }
  const taken = await db.kysely
    .selectFrom('loot')
    .innerJoin('users', 'users.id', 'loot.user_id')
    .select([day('loot.sold_at').as('d'), 'loot.status', sql<number>`sum(loot.price)`.as('s')])
    .where('loot.sold_at', '>=', since)
    .where('loot.status', 'in', Object.keys(SPENT_GAME))
    .where('users.is_bot', '=', 0)
    .groupBy([day('loot.sold_at'), 'loot.status'])
    .execute();
  for (const t of taken) at(Number(t.d), SPENT_GAME[t.status]).itemsIn += Number(t.s);
  const list = [...results.values()].filter((r) => r.day >= dayOf(first));
  for (const r of list) r.result = r.coinsIn + r.itemsIn - r.itemsOut;
  return list.sort((a, b) => a.day.localeCompare(b.day) || a.game.localeCompare(b.game));
}

/** What the house is exposed to now: open battles' player stakes, items players hold, items on their way out. */
export async function exposure(db: Db): Promise<Exposure> {
  const battles = await db.kysely
    .selectFrom('battles')
    .innerJoin('battle_games', 'battle_games.id', 'battles.id')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(battle_games.cost * (select count(*) from battle_slots s where s.battle_id = battles.id and s.is_bot = 0)), 0)`.as(
        's',
      ),
    ])
    .where('battles.status', '!=', 'finished')
    .executeTakeFirstOrThrow();
  const loot = await db.kysely
    .selectFrom('loot')
    .innerJoin('users', 'users.id', 'loot.user_id')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(loot.price), 0)`.as('s')])
    .where('loot.status', '=', 'pending')
    .where('users.is_bot', '=', 0)
    .executeTakeFirstOrThrow();
  const trades = await db.kysely
    .selectFrom('trades')
    .innerJoin('loot', 'loot.id', 'trades.loot_id')
    .select([
      sql<string>`case when trades.status = 'accepted' then 'reversible' else 'out' end`.as('k'),
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(loot.price), 0)`.as('s'),
    ])
    .where((eb) =>
      eb.or([
        eb('trades.status', 'in', ['withdrawing', 'held', 'sent']),
        eb.and([eb('trades.status', '=', 'accepted'), eb('trades.final_at', 'is', null)]),
      ]),
    )
    .groupBy(sql`case when trades.status = 'accepted' then 'reversible' else 'out' end`)
    .execute();
  const t = (k: string) => trades.find((r) => r.k === k);
  return {
    openBattles: Number(battles.n),
    openBattleStakes: Number(battles.s),
    pendingLootCount: Number(loot.n),
    pendingLootValue: Number(loot.s),
    withdrawingCount: Number(t('out')?.n ?? 0),
    withdrawingValue: Number(t('out')?.s ?? 0),
    reversibleCount: Number(t('reversible')?.n ?? 0),
    reversibleValue: Number(t('reversible')?.s ?? 0),
  };
}

/** One player's wallets and reward budget (economyOf: the same figures the player's own page shows); 404 else. */
export async function playerEconomy(db: Db, userId: string): Promise<PlayerEconomyAnswer> {
  const u = await db.kysely
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) throw notFound('user_not_found', 'No such player');
  return {
    userID: u.id,
    nickname: u.nickname,
    coinBalance: await balanceOf(db.kysely, userAccount(u.id, 'coin')),
    pointBalance: await balanceOf(db.kysely, userAccount(u.id, 'point')),
    economy: await economyOf(db.kysely, u.id),
  };
}
