/**
 * The upgrader (FAIRNESS.md "Other games on a player's own seed pair"): in one transaction the player's pending
 * items become 'upgraded' (guarded, so each is consumed once), the coins go to house:upgrades, one nonce of the
 * player's seed pair is rolled with cursor `upgrade`, and a win creates the target as pending loot. The stake counts
 * as a wager (XP, races, feast tickets) like a case opening's price.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { roll } from '../../../src/domain/fairness';
import {
  UPGRADE_CURSOR,
  UPGRADE_MAX_TICKETS,
  UPGRADE_MIN_TICKETS,
  upgradeWinTickets,
  upgradeWon,
} from '../../../src/domain/fairness-games';
import { UPGRADE_MAX_COINS, UPGRADE_MAX_ITEMS } from '../../../src/domain/upgrade';
import type { UpgradeResult } from '../../../src/protocol/upgrade';
import type { Db } from '../../db/database';
import type { Database, ItemsTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { itemView } from '../catalog/catalog';
import { recordWager } from '../events/wagers';
import { houseAccount, transfer, userAccount } from '../ledger/ledger';
import { createLoot, lootNotPending, lootRows, lootView, spendPendingLoot } from '../loot/loot';
import { grantXp } from '../progression/xp';
import { recordEvent, unitOfWork } from '../../kernel/unit-of-work';
import { assertNotSelfBanned } from '../users/restrictions';
import { assertNoHold } from '../admin/holds';
import { lockUser, takeNonce } from '../fairness/seeds';
import { getUpgrade } from './upgrade-history';

/** What to upgrade: pending loot entries and coins (cents) into one catalog item; the key makes a retry answer the first. */
export interface UpgradeRequest {
  lootIds: readonly string[];
  coins: number;
  targetItemId: string;
  idempotencyKey: string;
}

// Thrown inside the transaction when the key was used already: roll back, then answer the first upgrade.
class Replay extends Error {
  constructor(readonly upgradeId: string) {
    super('replay');
  }
}

/** Turns the user's pending entries `ids` into 'upgraded' (all or none: 409 otherwise); answers them in `ids` order. */
async function consumeLoot(trx: Transaction<Database>, userId: string, ids: readonly string[], now: number) {
  if (ids.length === 0) return [];
  const rows = await lootRows(trx)
    .where('loot.user_id', '=', userId)
    .where('loot.id', 'in', ids)
    .where('loot.status', '=', 'pending')
    .execute();
  if (rows.length !== ids.length) throw lootNotPending();
  await spendPendingLoot(trx, userId, ids, 'upgraded', now);
  const byId = new Map(rows.map((r) => [r.loot_id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** The refusal of a chance outside 1%..80%, saying which way the stake is off. */
function chanceOutOfRange(stake: number, targetPrice: number) {
  const low = Math.floor((stake * 95000) / targetPrice) < UPGRADE_MIN_TICKETS;
  return badRequest(
    'upgrade_chance_out_of_range',
    low
      ? `The chance would be under ${UPGRADE_MIN_TICKETS / 1000}%: put in more or pick a cheaper target`
      : `The chance would be over ${UPGRADE_MAX_TICKETS / 1000}%: put in less or pick a dearer target`,
  );
}

/** The same request as the one recorded under its key (the loot ids in any order)? */
function sameRequest(prior: UpgradeResult, req: UpgradeRequest, lootIds: readonly string[]): boolean {
  const had = [...(prior.lootIDs ?? [])].sort();
  const asks = [...lootIds].sort();
  return (
    prior.target.id === req.targetItemId &&
    prior.coins === req.coins &&
    had.length === asks.length &&
    had.every((id, i) => id === asks[i])
  );
}

/**
 * Rolls one upgrade for the user. 400 empty_stake / upgrade_chance_out_of_range, 404 item_not_found, 403
 * self_banned, 409 loot_not_pending / insufficient_balance / idempotency_key_used; nothing changes on a refusal.
 */
export async function rollUpgrade(
  db: Db,
  userId: string,
  req: UpgradeRequest,
  now: number,
): Promise<UpgradeResult> {
  const lootIds = [...new Set(req.lootIds)];
  if (lootIds.length > UPGRADE_MAX_ITEMS)
    throw badRequest('too_many_items', `Put in at most ${UPGRADE_MAX_ITEMS} items`);
  if (!Number.isSafeInteger(req.coins) || req.coins < 0 || req.coins > UPGRADE_MAX_COINS)
    throw badRequest('invalid_coins', 'Coins are a whole number of cents up to the limit');
  if (lootIds.length === 0 && req.coins === 0)
    throw badRequest('empty_stake', 'Put in at least one item or some coins');
  const target: ItemsTable | undefined = await db.kysely
    .selectFrom('items')
    .selectAll()
    .where('id', '=', req.targetItemId)
    .executeTakeFirst();
  if (!target) throw notFound('item_not_found', 'No such item in the catalog');
  await assertNotSelfBanned(db, userId, now);
  await assertNoHold(db, userId, 'play');
  const upgradeId = randomUUID();
  try {
    return await unitOfWork(db, async (trx) => {
      await lockUser(db, trx, userId);
      const prior = await trx
        .selectFrom('upgrades')
        .select('id')
        .where('user_id', '=', userId)
        .where('idem_key', '=', req.idempotencyKey)
        .executeTakeFirst();
      if (prior) throw new Replay(prior.id);
      const staked = await consumeLoot(trx, userId, lootIds, now);
      const stake = staked.reduce((sum, r) => sum + Number(r.loot_price), req.coins);
      const targetPrice = Number(target.price);
      const winTickets = upgradeWinTickets(stake, targetPrice);
      if (winTickets === null) throw chanceOutOfRange(stake, targetPrice);
      if (req.coins > 0) {
        const { applied } = await transfer(trx, {
          key: `upgrade:${userId}:${req.idempotencyKey}`,
          kind: 'upgrade',
          currency: 'coin',
          userId,
          ref: upgradeId,
          postings: [
            { account: userAccount(userId, 'coin'), amount: -req.coins },
            { account: houseAccount('upgrades', 'coin'), amount: req.coins },
          ],
          now,
        });
        if (!applied) throw conflict('idempotency_key_used', 'This idempotency key was used already');
      }
      const { pair, nonce } = await takeNonce(trx, userId, now);
      const rolled = roll(pair.server_seed, pair.client_seed, nonce, UPGRADE_CURSOR);
      const won = upgradeWon(rolled, winTickets);
      const [wonLootId] = won
        ? await createLoot(
            trx,
            [{ userId, itemId: target.id, price: targetPrice, source: 'upgrade', sourceRef: upgradeId }],
            now,
          )
        : [];
      await trx
        .insertInto('upgrades')
        .values({
          id: upgradeId,
          user_id: userId,
          idem_key: req.idempotencyKey,
          seed_pair_id: pair.id,
          nonce,
          roll: rolled,
          win_tickets: winTickets,
          stake,
          coins: req.coins,
          target_item_id: target.id,
          target_price: targetPrice,
          won: won ? 1 : 0,
          loot_id: wonLootId ?? null,
          created_at: now,
        })
        .execute();
      if (staked.length > 0) {
        await trx
          .insertInto('upgrade_items')
          .values(
            staked.map((r, position) => ({
              upgrade_id: upgradeId,
              position,
              loot_id: r.loot_id,
              item_id: r.id,
              price: Number(r.loot_price),
            })),
          )
          .execute();
      }
      // 1 XP per cent staked and one wager, keyed by the upgrade: recorded once with it.
      await grantXp(trx, { userId, amount: stake, key: `xp:upgrade:${upgradeId}`, now });
      await recordWager(trx, { key: `wager:upgrade:${upgradeId}`, userId, isBot: false, amount: stake, now });
      const wonLoot = wonLootId
        ? await lootRows(trx).where('loot.id', '=', wonLootId).executeTakeFirstOrThrow()
        : null;
      const upgrade: UpgradeResult = {
        id: upgradeId,
        roll: rolled,
        winTickets,
        won,
        ...(wonLoot ? { loot: lootView(wonLoot) } : {}),
        nonce,
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        stake,
        coins: req.coins,
        items: staked.map((r) => itemView(r, Number(r.loot_price))),
        lootIDs: staked.map((r) => r.loot_id),
        target: itemView(target),
        createdAt: now,
      };
      recordEvent(trx, { type: 'UpgradePlayed', userId, upgrade });
      return upgrade;
    });
  } catch (err) {
    if (!(err instanceof Replay)) throw err;
    const first = await getUpgrade(db.kysely, err.upgradeId, userId);
    if (!first || !sameRequest(first, req, lootIds))
      throw conflict('idempotency_key_used', 'This idempotency key was used for a different upgrade');
    return first;
  }
}
