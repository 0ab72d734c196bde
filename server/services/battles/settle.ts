/**
 * Settling a finished battle in one transaction: winners (with a seeded reroll on ties), every item handed out
 * as a pending loot entry, coin for what items cannot cover (sharing mode), the per-slot results and the reroll.
 * The status move playing -> finished is the guard: a second settle (another process, a resumed server) does
 * nothing. Award rows are keyed by (battle, round, slot), so an item is never handed out twice.
 * Bots play with the house's money, so what a bot wins goes back to the house: its items get an award row
 * (loot_id '') but no loot entry, and its coin goes to the bot bank. Bot inventories and wallets never grow.
 * The creators of player cases in the battle are paid their share of the players' openings (player-cases/creator-share.ts).
 * Only here does a stake count: its wager (races, feast, rakeback and missions read played battles) and its XP.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { transfer, userAccount } from '../ledger/ledger';
import { createLoot } from '../loot/loot';
import { recordWager } from '../events/wagers';
import { grantXp } from '../progression/xp';
import { lockBattleCreators, payBattleCreatorShares } from '../player-cases/creator-share';
import { roll } from '../../../src/domain/fairness';
import {
  REROLL_CURSOR,
  decideWinners,
  distributeWinnings,
  slotTotals,
  type BattleMode,
  type BattleType,
  type Prize,
} from '../../../src/domain/battle-rules';
import type { Reroll } from '../../../src/protocol/types';
import { stakeXpKey } from './seats';
import { BOT_BANK, POT, bumpRevision, moveStatus, type GameRow } from './store';

/** Writes one pending loot entry won in a battle and returns its id. */
async function insertLoot(
  trx: Transaction<Database>,
  userId: string,
  itemId: string,
  price: number,
  battleId: string,
  now: number,
): Promise<string> {
  const [id] = await createLoot(trx, [{ userId, itemId, price, source: 'battle', sourceRef: battleId }], now);
  return id;
}

/** Settles a battle whose rounds are all played; false when it was not playing (already settled elsewhere). */
export async function settleBattle(
  trx: Transaction<Database>,
  g: GameRow,
  now: number,
  dialect: Db['dialect'],
): Promise<boolean> {
  if (!(await moveStatus(trx, g.id, ['playing'], 'finished'))) return false;
  await bumpRevision(trx, g.id);
  const slots = await trx
    .selectFrom('battle_slots')
    .select(['slot', 'user_id', 'is_bot', 'join_tx_id'])
    .where('battle_id', '=', g.id)
    .orderBy('slot')
    .execute();
  // The players' XP (grantXp) writes their user rows: lock them (in id order) before any wallet, as an opening or a
  // join takes the user before the wallet, so a settlement and a player's opening never wait for each other in a cycle.
  if (dialect === 'postgres') {
    const humans = [...new Set(slots.filter((s) => s.is_bot !== 1).map((s) => s.user_id))].sort();
    for (const id of humans)
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
  }
  // Before the pot is touched: see lockBattleCreators.
  const playerCases = await lockBattleCreators(dialect, trx, g.id);
  const botSlots = new Set(slots.filter((s) => s.is_bot === 1).map((s) => s.slot));
  const rolls = await trx.selectFrom('battle_rolls').selectAll().where('battle_id', '=', g.id).execute();
  const userOf = new Map(slots.map((s) => [s.slot, s.user_id]));
  const prizes: Prize[] = rolls.map((r) => ({
    round: r.round,
    slot: r.slot,
    itemId: r.item_id,
    price: Number(r.price),
  }));
  const slotNums = slots.map((s) => s.slot);
  const decision = decideWinners(
    g.type as BattleType,
    g.mode as BattleMode,
    slotTotals(slotNums, prizes),
    () => roll(g.server_seed, g.client_seed ?? '', Number(g.nonce), REROLL_CURSOR),
  );
  const payouts = distributeWinnings(g.mode as BattleMode, slotNums, prizes, decision.winners);
  for (const p of payouts.values()) {
    const userId = userOf.get(p.slot)!;
    for (const item of p.items) {
      const lootId = botSlots.has(p.slot)
        ? ''
        : await insertLoot(trx, userId, item.itemId, item.price, g.id, now);
      await trx
        .insertInto('battle_awards')
        .values({
          battle_id: g.id,
          round: item.round,
          slot: item.slot,
          to_slot: p.slot,
          to_user_id: userId,
          item_id: item.itemId,
          price: item.price,
          loot_id: lootId,
        })
        .execute();
    }
    if (p.coin > 0) {
      await transfer(trx, {
        key: `battle-share:${g.id}:${p.slot}`,
        kind: 'battle_share',
        currency: 'coin',
        userId,
        ref: g.id,
        postings: [
          { account: POT, amount: -p.coin },
          { account: botSlots.has(p.slot) ? BOT_BANK : userAccount(userId, 'coin'), amount: p.coin },
        ],
        now,
      });
    }
    await trx
      .updateTable('battle_slots')
      .set({ is_winner: decision.winners.includes(p.slot) ? 1 : 0, win_amount: p.total, win_coin: p.coin })
      .where('battle_id', '=', g.id)
      .where('slot', '=', p.slot)
      .execute();
  }
  await payBattleCreatorShares(trx, { battleId: g.id, cases: playerCases, seats: slots, pot: POT, now });
  const reroll: Reroll | null = decision.reroll && {
    roll: decision.reroll.roll,
    rollID: REROLL_CURSOR,
    users: decision.reroll.candidates.flatMap((c) =>
      c.slots.map((s) => ({ userID: userOf.get(s)!, rangeMin: c.rangeMin, rangeMax: c.rangeMax })),
    ),
  };
  await trx
    .updateTable('battle_games')
    .set({ finished_at: now, reroll_json: reroll ? JSON.stringify(reroll) : null })
    .where('id', '=', g.id)
    .execute();
  // Each stake of a played battle is a wager (races; feast tickets for players), once per slot, and a player's
  // stake earns its XP (1 per cent) only now, keyed by its join: a stake joined before XP moved here got it at join.
  for (const s of slots) {
    const w = { userId: s.user_id, isBot: s.is_bot === 1, amount: Number(g.cost), now };
    await recordWager(trx, { ...w, key: `wager:battle:${g.id}:${s.slot}` });
    if (!w.isBot)
      await grantXp(trx, { userId: w.userId, amount: w.amount, key: stakeXpKey(s.join_tx_id), now });
  }
  return true;
}
