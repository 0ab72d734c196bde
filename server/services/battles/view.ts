/** Reads battles and shapes them as the SPEC section 3 Battle (plus hash, clock and slot count for clients). */
import type { BattleAwardsTable, BattleRollsTable } from '../../db/schema';
import type { Q } from '../ledger/ledger';
import { roundStartAt, type BattleTiming } from '../../../src/domain/battle-timing';
import type { BattleItem, BattlePlayer, BattleRoll, BattleView } from '../../../src/protocol/battle';
import type { Battle, BattleCase, OddsRow, Reroll } from '../../../src/protocol/types';
import { parseSnapshot, type CaseSnapshot } from './case-snapshot';
import type { GameRow } from './store';

/** Everything stored about one battle. */
export interface BattleBundle {
  game: GameRow;
  cases: { quantity: number; snapshot: CaseSnapshot }[];
  slots: SlotWithUser[];
  rolls: BattleRollsTable[];
  awards: BattleAwardsTable[];
}

interface SlotWithUser {
  slot: number;
  user_id: string;
  client_seed: string;
  is_bot: number;
  is_winner: number;
  win_amount: number;
  nickname: string;
  avatar: string;
  level: number;
  is_verified: number;
}

/** Loads the stored bundles of several battles (missing ids are skipped), in the order of `ids`. */
export async function loadBundles(q: Q, ids: readonly string[], withPlay = true): Promise<BattleBundle[]> {
  if (ids.length === 0) return [];
  if (q.isTransaction) return readBundles(q, [...ids], withPlay);
  // The reads below must see one moment. Outside a transaction each may run on its own pooled connection, and a
  // settle committing between them showed a finished battle with no awards and every winAmount 0.
  return q
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => readBundles(trx, [...ids], withPlay));
}

async function readBundles(q: Q, list: string[], withPlay: boolean): Promise<BattleBundle[]> {
  const [games, cases, slots, rolls, awards] = await Promise.all([
    q
      .selectFrom('battle_games')
      .innerJoin('battles', 'battles.id', 'battle_games.id')
      .selectAll('battle_games')
      .select(['battles.status', 'battles.revision'])
      .where('battle_games.id', 'in', list)
      .execute(),
    q.selectFrom('battle_cases').selectAll().where('battle_id', 'in', list).orderBy('position').execute(),
    q
      .selectFrom('battle_slots')
      .innerJoin('users', 'users.id', 'battle_slots.user_id')
      .select([
        'battle_slots.battle_id',
        'battle_slots.slot',
        'battle_slots.user_id',
        'battle_slots.client_seed',
        'battle_slots.is_bot',
      ])
      .select([
        'battle_slots.is_winner',
        'battle_slots.win_amount',
        'users.nickname',
        'users.avatar',
        'users.level',
        'users.is_verified',
      ])
      .where('battle_slots.battle_id', 'in', list)
      .orderBy('battle_slots.slot')
      .execute(),
    withPlay
      ? q
          .selectFrom('battle_rolls')
          .selectAll()
          .where('battle_id', 'in', list)
          .orderBy('round')
          .orderBy('slot')
          .execute()
      : [],
    withPlay
      ? q
          .selectFrom('battle_awards')
          .selectAll()
          .where('battle_id', 'in', list)
          .orderBy('round')
          .orderBy('slot')
          .execute()
      : [],
  ]);
  const byId = new Map(games.map((g) => [g.id, g]));
  return list.flatMap((id) => {
    const g = byId.get(id);
    if (!g) return [];
    return [
      {
        game: { ...g, status: g.status as GameRow['status'], revision: Number(g.revision) },
        cases: cases
          .filter((c) => c.battle_id === id)
          .map((c) => ({ quantity: Number(c.quantity), snapshot: parseSnapshot(c.snapshot_json) })),
        slots: slots
          .filter((s) => s.battle_id === id)
          .map((s) => ({ ...s, win_amount: Number(s.win_amount) })),
        rolls: rolls.filter((r) => r.battle_id === id),
        awards: awards.filter((a) => a.battle_id === id),
      },
    ];
  });
}

function caseView(c: BattleBundle['cases'][number], summary: boolean): BattleCase {
  const s = c.snapshot;
  const rows: OddsRow[] = summary
    ? []
    : s.rows.map((r) => ({
        item: r.item,
        chance: r.chance,
        fixedPrice: r.item.price,
        rangeMin: r.rangeMin,
        rangeMax: r.rangeMax,
        chancePercent: r.chance / 1000,
      }));
  return {
    case: { id: s.id, title: s.title, image: s.image, price: s.price, odds: { rows } },
    quantity: c.quantity,
  };
}

/** Shapes a bundle; `summary` leaves out odds rows, rolls and loots (lobby lists). */
export function shapeBattle(
  b: BattleBundle,
  opts: { templateId: string | null; now: number; timing: BattleTiming; summary?: boolean },
): BattleView {
  const g = b.game;
  const items = new Map<string, BattleItem>();
  for (const c of b.cases) for (const r of c.snapshot.rows) items.set(r.item.id, r.item);
  const finished = g.status === 'finished';
  const users: BattlePlayer[] = b.slots.map((s) => {
    const rolls: BattleRoll[] = b.rolls
      .filter((r) => r.slot === s.slot)
      .map((r) => ({
        userID: s.user_id,
        price: Number(r.price),
        itemID: r.item_id,
        round: r.round,
        slot: r.slot,
        roll: r.roll,
        item: items.get(r.item_id) ?? null,
      }));
    const loots = b.awards
      .filter((a) => a.to_slot === s.slot)
      .map((a) => ({ id: a.loot_id, item: items.get(a.item_id)! }));
    return {
      userID: s.user_id,
      slot: s.slot,
      user: {
        nickname: s.nickname,
        avatar: s.avatar,
        level: { lv: Number(s.level) },
        isBot: s.is_bot === 1,
        isVerified: s.is_verified === 1,
      },
      isWinner: finished && s.is_winner === 1,
      winAmount: finished ? s.win_amount : 0,
      rollAmount: rolls.reduce((sum, r) => sum + r.price, 0),
      rolls: opts.summary ? [] : rolls,
      loots: opts.summary ? [] : loots,
      clientSeed: s.client_seed,
      withBot: s.is_bot === 1,
    };
  });
  const reroll = g.reroll_json ? (JSON.parse(g.reroll_json) as Reroll) : null;
  const started = g.started_at === null ? null : Number(g.started_at);
  return {
    id: g.id,
    isPublic: g.is_public === 1,
    userID: g.user_id,
    status: g.status,
    revision: g.revision,
    type: g.type as Battle['type'],
    mode: g.mode as Battle['mode'],
    fixedPrice: Number(g.cost),
    cases: b.cases.map((c) => caseView(c, opts.summary === true)),
    users,
    currentRound: Number(g.current_round),
    totalRound: Number(g.total_rounds),
    teams: g.type === 'team' ? 2 : Number(g.players),
    createdAt: Number(g.created_at),
    templateID: opts.templateId,
    reroll,
    clientSeed: g.client_seed ?? '',
    ticket: reroll ? String(reroll.roll) : '',
    serverSeed: finished ? g.server_seed : null,
    nonce: Number(g.nonce),
    startedAt: started,
    serverSeedHash: g.server_seed_hash,
    players: Number(g.players),
    cancelled: g.cancelled === 1,
    roundStartedAt:
      started !== null && g.current_round > 0
        ? roundStartAt(started, Number(g.current_round), opts.timing)
        : null,
    finishedAt: g.finished_at === null ? null : Number(g.finished_at),
    now: opts.now,
    fairness: Number(g.fairness) === 2 ? 2 : 1,
    filledAt: g.processing_at === null ? null : Number(g.processing_at),
    beacon:
      g.beacon_chain !== null && g.beacon_round !== null
        ? {
            chain: g.beacon_chain,
            round: Number(g.beacon_round),
            randomness: g.beacon_randomness,
            signature: g.beacon_signature,
          }
        : null,
  };
}
