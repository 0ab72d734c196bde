/**
 * The economy bench (ECONOMY.md "How it is checked"): simulated players drive the real services (the service layer
 * and the real ledger over a fresh SQLite database; battles through the app's own routes) over 30 simulated days,
 * then every player sells whatever the site lets them sell. Printed per kind: what they took out (coins at the end
 * plus nothing else, since unsellable items stay in) per dollar they wagered, and the house's result over all kinds
 * against its gross edge (house result = deposits - coins - items held at price - points and tickets at the shop's
 * own rate).
 *
 *   npm run bench:economy [-- --players=20 --swarm=200 --days=30]     (--full: 10,000 of each kind, slow)
 *
 * It uses only calls that exist since the reward economy did, so the same file runs on older code for a
 * before/after comparison.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import { openCases } from '../../server/services/cases/open';
import { openDaily } from '../../server/services/progression/daily';
import { balanceOf, houseAccount, transfer, userAccount } from '../../server/services/ledger/ledger';
import { sellLoot } from '../../server/services/loot/loot';
import { claimMission, listMissions } from '../../server/services/missions/missions';
import { claimRakeback } from '../../server/services/missions/rakeback';
import { answerSurvey, catalogWeapons } from '../../server/services/missions/survey';
import { rollUpgrade } from '../../server/services/games/upgrade';
import { claimRung, currentEvent } from '../../server/services/events/feast';
import { listMarket } from '../../server/services/events/market-offers';
import { buyOffer } from '../../server/services/events/marketplace';
import { findOrCreateUser, issueSession } from '../../server/services/users/users';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const full = process.argv.includes('--full');
const perKind = Number(arg('players', full ? '10000' : '12'));
const swarmSize = Number(arg('swarm', full ? '10000' : '150'));
const days = Number(arg('days', '30'));
const DAY = 86_400_000;

type Kind = 'casual' | 'grinder' | 'parker' | 'swarm' | 'upgrader';
interface Player {
  kind: Kind;
  id: string;
  token: string;
  deposited: number;
}

// The edges the bench measures the house against (ECONOMY.md's table; kept here so this file runs on old code).
const EDGE = { case: 0.1, upgrade: 0.05 };

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-economy-'));
  const db = openDatabase({ sqlitePath: path.join(dir, 'bench.db') });
  const config = {
    ...loadConfig({ NODE_ENV: 'test', BOTS: '0', LOG_LEVEL: 'silent', EVENT_SCHEDULER: '0' }),
    clientDir: '/nonexistent',
  };
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    await run(db, app);
  } finally {
    await app.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Tries `fn`; a refusal (any 4xx) is part of the game and counted, anything else stops the bench. */
const refusals = new Map<string, number>();
async function attempt<T>(fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { statusCode?: number; code?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      refusals.set(String(e.code), (refusals.get(String(e.code)) ?? 0) + 1);
      return null;
    }
    throw err;
  }
}

async function run(db: Db, app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const start = Math.floor(Date.now() / DAY) * DAY - days * DAY;
  const paid = await db.kysely
    .selectFrom('cases')
    .select(['id', 'price'])
    .where('active', '=', 1)
    .where('type', 'not in', ['daily', 'player'])
    .where('price', '>', 0)
    .orderBy('price')
    .execute();
  const cheap = paid.filter((c) => Number(c.price) <= 300);
  const dailies = await db.kysely.selectFrom('cases').select('id').where('type', '=', 'daily').execute();
  const weapons = await catalogWeapons(db);
  const items = await db.kysely.selectFrom('items').select(['id', 'price']).orderBy('price').execute();

  let n = 0;
  async function newPlayer(kind: Kind, deposit: number): Promise<Player> {
    n++;
    const u = await findOrCreateUser(db, {
      steamId: String(76561198000000000n + BigInt(n)),
      nickname: `${kind}-${n}`,
      avatar: '/avatars/default.svg',
    });
    const token = await issueSession(db, u.id);
    if (deposit > 0) {
      await db.kysely.transaction().execute((trx) =>
        transfer(trx, {
          key: `bench-deposit:${u.id}`,
          kind: 'test_fund',
          currency: 'coin',
          userId: u.id,
          postings: [
            { account: houseAccount('bench', 'coin'), amount: -deposit },
            { account: userAccount(u.id, 'coin'), amount: deposit },
          ],
          now: start,
        }),
      );
    }
    return { kind, id: u.id, token, deposited: deposit };
  }

  const players: Player[] = [];
  for (let i = 0; i < perKind; i++) players.push(await newPlayer('casual', 5_000));
  for (let i = 0; i < perKind; i++) players.push(await newPlayer('grinder', 200_000));
  for (let i = 0; i < perKind; i++) players.push(await newPlayer('parker', 60_000));
  for (let i = 0; i < perKind; i++) players.push(await newPlayer('upgrader', 20_000));
  for (let i = 0; i < swarmSize; i++) players.push(await newPlayer('swarm', 0));

  const pending = async (userId: string) =>
    db.kysely
      .selectFrom('loot')
      .select(['id', 'price'])
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();

  /** Everything a player can claim: survey, daily cases, missions, rakeback, ladder, the points shop. */
  async function claimAll(p: Player, now: number, survey: boolean): Promise<void> {
    if (survey)
      await attempt(() =>
        answerSurvey(db, p.id, { experience: 'new', playStyle: 'cases', weapons: weapons.slice(0, 1) }, now),
      );
    for (const d of dailies) await attempt(() => openDaily(db, p.id, d.id, now));
    for (const m of await listMissions(db, p.id, now))
      if (m.claimable) await attempt(() => claimMission(db, p.id, m.id, now));
    await attempt(() => claimRakeback(db, p.id, now));
    const ev = await attempt(() => currentEvent(db, p.id, now));
    for (const r of ev?.event?.ladder ?? [])
      if (r.claimable) await attempt(() => claimRung(db, p.id, r.step, now));
    // The shop: the best item value per unit the player can afford, points then tickets.
    const market = await listMarket(db, p.id, now);
    for (const currency of ['point', 'ticket'] as const) {
      const wallet = await balanceOf(db.kysely, userAccount(p.id, currency));
      const offers = market.offers
        .filter((o) => o.currency === currency && o.kind === 'item' && o.available && o.stock > 0)
        .filter((o) => o.bought < o.perPlayerLimit && o.price <= wallet)
        .sort((a, b) => b.price - a.price);
      if (offers[0])
        await attempt(() =>
          buyOffer(db, p.id, { offerID: offers[0].id, quantity: 1, idempotencyKey: randomUUID() }, now),
        );
    }
  }

  async function sellAll(p: Player, now: number): Promise<void> {
    for (const l of await pending(p.id)) await attempt(() => sellLoot(db, p.id, [l.id], now));
  }

  const wagered = new Map<string, { case: number; upgrade: number }>();
  const addWager = (p: Player, game: 'case' | 'upgrade', cents: number) => {
    const w = wagered.get(p.id) ?? { case: 0, upgrade: 0 };
    w[game] += cents;
    wagered.set(p.id, w);
  };
  async function open(p: Player, caseId: string, count: number, now: number): Promise<void> {
    const o = await attempt(() => openCases(db, p.id, { caseId, count }, now));
    if (o) addWager(p, 'case', o.price * o.count);
  }

  const api = async (p: Player, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${p.token}` },
      payload,
    });

  const t0 = Date.now();
  for (let d = 0; d < days; d++) {
    const day = start + d * DAY;
    let step = 0;
    const at = () => day + 3_600_000 + ++step * 10;
    for (const p of players) {
      const c = cheap[(d + n) % cheap.length];
      if (p.kind === 'casual') {
        for (let i = 0; i < 3; i++) await open(p, c.id, 1, at());
        await claimAll(p, at(), d === 0);
        await sellAll(p, at());
      } else if (p.kind === 'grinder') {
        for (let i = 0; i < 8; i++) await open(p, paid[i % paid.length].id, 1, at());
        await claimAll(p, at(), d === 0);
        await sellAll(p, at());
      } else if (p.kind === 'parker') {
        // Parks its coins in private battles of the dearest cases it can afford, claims, then leaves.
        const coins = await balanceOf(db.kysely, userAccount(p.id, 'coin'));
        const dear = [...paid].reverse().find((x) => Number(x.price) * 2 <= coins) ?? paid[0];
        const quantity = Math.max(1, Math.min(10, Math.floor(coins / Number(dear.price)) - 1));
        const made = await api(p, '/battle/create', {
          cases: [{ caseID: dear.id, quantity }],
          type: 'single',
          players: 2,
          mode: 'default',
          isPublic: false,
        });
        await claimAll(p, at(), d === 0);
        if (made.statusCode === 200) {
          const b = made.json<{ data: { id: string } }>().data;
          await api(p, '/battle/leave', { battleID: b.id, slot: 1 });
        }
        await sellAll(p, at());
      } else if (p.kind === 'upgrader') {
        // The best odds: coins for 80% on a cheap skin.
        const target = items[(d * 7 + n) % Math.min(items.length, 40)] ?? items[0];
        const coins = Math.floor((Number(target.price) * 80_000) / 95_000);
        for (let i = 0; i < 5; i++) {
          const r = await attempt(() =>
            rollUpgrade(
              db,
              p.id,
              { lootIds: [], coins, targetItemId: target.id, idempotencyKey: randomUUID() },
              at(),
            ),
          );
          if (r) addWager(p, 'upgrade', coins);
        }
        await claimAll(p, at(), d === 0);
        await sellAll(p, at());
      } else {
        // A swarm account: every no-wager reward, the shop, then sell.
        await claimAll(p, at(), d === 0);
        await sellAll(p, at());
      }
    }
    process.stdout.write(`\rday ${d + 1}/${days} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write('\n');

  // The end: everyone sells what the site lets them, then we count.
  const end = start + days * DAY;
  for (const p of players) await sellAll(p, end);
  const pointValue = await unitValue(db, 'point');
  const ticketValue = await unitValue(db, 'ticket');

  /** Coin value of the rewards a player received (points and tickets at the shop's rate, free daily drops). */
  const rewardsOf = async (userId: string): Promise<number> => {
    const credits = await db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.tx_id')
      .select(['ledger_entries.account_id as account', 'ledger_entries.amount'])
      .where('ledger_entries.account_id', 'in', [userAccount(userId, 'point'), userAccount(userId, 'ticket')])
      .where('ledger_entries.amount', '>', 0)
      .where('ledger_transactions.kind', 'not in', ['market_buy'])
      .execute();
    const drops = await db.kysely
      .selectFrom('loot')
      .innerJoin('case_openings', 'case_openings.id', 'loot.source_ref')
      .innerJoin('cases', 'cases.id', 'case_openings.case_id')
      .select('loot.price')
      .where('loot.user_id', '=', userId)
      .where('cases.type', '=', 'daily')
      .execute();
    return (
      credits.reduce(
        (s, c) => s + Number(c.amount) * (c.account.endsWith(':point') ? pointValue : ticketValue),
        0,
      ) + drops.reduce((s, d) => s + Number(d.price), 0)
    );
  };
  const rows = new Map<
    Kind,
    {
      n: number;
      dep: number;
      coins: number;
      held: number;
      other: number;
      wager: number;
      edge: number;
      rewards: number;
    }
  >();
  for (const p of players) {
    const r = rows.get(p.kind) ?? {
      n: 0,
      dep: 0,
      coins: 0,
      held: 0,
      other: 0,
      wager: 0,
      edge: 0,
      rewards: 0,
    };
    r.rewards += await rewardsOf(p.id);
    const w = wagered.get(p.id) ?? { case: 0, upgrade: 0 };
    r.n++;
    r.dep += p.deposited;
    r.coins += await balanceOf(db.kysely, userAccount(p.id, 'coin'));
    r.held += (await pending(p.id)).reduce((s, l) => s + Number(l.price), 0);
    r.other +=
      (await balanceOf(db.kysely, userAccount(p.id, 'point'))) * pointValue +
      (await balanceOf(db.kysely, userAccount(p.id, 'ticket'))) * ticketValue;
    r.wager += w.case + w.upgrade;
    r.edge += w.case * EDGE.case + w.upgrade * EDGE.upgrade;
    rows.set(p.kind, r);
  }
  const $ = (c: number) => (c / 100).toFixed(2).padStart(11);
  console.log(
    `\n${perKind} players per kind, a swarm of ${swarmSize}, ${days} days; a point is worth ${(pointValue * 1000).toFixed(3)} cents and a ticket ${ticketValue.toFixed(3)} cents at the shop's best offer`,
  );
  console.log(
    'kind      players   wagered $   took out $  held items $  per $ wagered  took out per account $   rewards $  rewards per $ wagered',
  );
  let house = 0;
  let gross = 0;
  let rewardsAll = 0;
  for (const [kind, r] of rows) {
    const out = r.coins - r.dep;
    const per = r.wager > 0 ? (out / r.wager).toFixed(4).padStart(13) : (out > 0 ? '+inf' : '0').padStart(13);
    const rewardsPer = r.wager > 0 ? (r.rewards / r.wager).toFixed(4) : r.rewards > 0 ? '+inf' : '0';
    console.log(
      `${kind.padEnd(9)} ${String(r.n).padStart(7)} ${$(r.wager)} ${$(out)} ${$(r.held).padStart(12)} ${per} ${$(out / r.n).padStart(22)} ${$(r.rewards)} ${rewardsPer.padStart(22)}`,
    );
    rewardsAll += r.rewards;
    house += r.dep - r.coins - r.held - r.other;
    gross += r.edge;
  }
  console.log(
    `house result ${$(house).trim()} $ against a gross edge of ${$(gross).trim()} $: ${gross > 0 ? ((100 * house) / gross).toFixed(1) : '-'}%`,
  );
  console.log(
    `without the luck of the rolls: gross edge - rewards = ${$(gross - rewardsAll).trim()} $, ${gross > 0 ? ((100 * (gross - rewardsAll)) / gross).toFixed(1) : '-'}% of the gross edge`,
  );
  console.log(`refusals: ${[...refusals].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  console.log(`took ${((Date.now() - t0) / 1000).toFixed(0)} s (--players, --swarm, --days, --full)`);
}

/** Cents one unit of `currency` buys at the shop's best standing item offer (0 when there is none). */
async function unitValue(db: Db, currency: 'point' | 'ticket'): Promise<number> {
  const rows = await db.kysely
    .selectFrom('market_offers')
    .innerJoin('items', 'items.id', 'market_offers.item_id')
    .select(['items.price as value', 'market_offers.price'])
    .where('market_offers.currency', '=', currency)
    .execute();
  return rows.reduce((best, r) => Math.max(best, Number(r.value) / Number(r.price)), 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
