/**
 * XP and levels (src/domain/levels.ts has the curve). `grantXp` adds XP to a player inside the wager's own
 * transaction: the change is recorded under a unique key in `xp_events` (a retry adds nothing), `users.xp` moves
 * atomically and `users.level` is recomputed. Each level reached for the first time credits its points reward
 * through the ledger (`level-up:{userId}:{lv}`, house:rewards:point -> the user's point wallet), once ever.
 *
 * The live event goes out only after the transaction commits: `grantXp` records a `LevelReached` domain event in
 * the wager's unit of work (server/kernel/unit-of-work.ts), and the realtime projection puts it on the user's own
 * channel.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { recordEvent } from '../../kernel/unit-of-work';
import { payPointsReward } from '../economy/budget';
import { levelFor, levelProgress, levelReward } from '../../../src/domain/levels';
import type { LevelUpEvent } from '../../../src/protocol/ws-events';

/** One XP change: `amount` may be negative (a refunded stake); `key` is unique per change. */
export interface XpGrant {
  userId: string;
  amount: number;
  key: string;
  now: number;
}

/** A level reached by one player: who and the event their channel gets. */
export interface LevelUp {
  userId: string;
  /** The level before the change. */
  from: number;
  event: LevelUpEvent;
}

/**
 * Adds `amount` XP under `key` (nothing when the key was used already or the amount is 0), recomputes the level
 * and credits the reward of every level reached for the first time. Returns the level-up (recorded as a
 * `LevelReached` event of the unit of work), or null when no level was reached for the first time (a level lost to a refunded stake
 * and reached again moves `users.level` but is neither rewarded nor announced twice). Call inside the wager's
 * unit of work; a rollback undoes all of it.
 */
export async function grantXp(trx: Transaction<Database>, g: XpGrant): Promise<LevelUp | null> {
  if (!Number.isSafeInteger(g.amount)) throw badRequest('xp_amount', 'XP is a whole number');
  if (g.amount === 0) return null;
  const inserted = await trx
    .insertInto('xp_events')
    .values({ key: g.key, user_id: g.userId, amount: g.amount, created_at: g.now })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  // The increment takes the row lock (PostgreSQL) before the read, so the level is computed from the XP this
  // transaction will commit, whatever ran in parallel.
  await trx
    .updateTable('users')
    .set((eb) => ({ xp: eb('xp', '+', g.amount) }))
    .where('id', '=', g.userId)
    .execute();
  const u = await trx
    .selectFrom('users')
    .select(['xp', 'level'])
    .where('id', '=', g.userId)
    .executeTakeFirstOrThrow();
  const xp = Math.max(0, Number(u.xp));
  const from = Number(u.level);
  const lv = levelFor(xp);
  if (lv !== from) await trx.updateTable('users').set({ level: lv }).where('id', '=', g.userId).execute();
  if (lv <= from) return null;
  let reward = 0;
  for (let l = from + 1; l <= lv; l++) {
    const amount = levelReward(l);
    if (amount <= 0) continue;
    // A reward the budget has no room for yet waits and is paid by a later played wager (economy/budget.ts).
    const { applied } = await payPointsReward(
      trx,
      {
        key: `level-up:${g.userId}:${l}`,
        kind: 'level_reward',
        userId: g.userId,
        amount,
        ref: String(l),
        now: g.now,
      },
      'wait',
    );
    if (applied) reward += amount;
  }
  // A level reached again after a refund took it away was rewarded and announced the first time already.
  if (reward === 0) return null;
  const up: LevelUp = { userId: g.userId, from, event: { ...levelProgress(xp), reward } };
  recordEvent(trx, { type: 'LevelReached', userId: up.userId, from, progress: up.event });
  return up;
}

/**
 * Takes back the XP another change gave (a refunded battle stake): the negative of what `sourceKey` recorded,
 * under `xp-back:{sourceKey}`, once. Nothing when `sourceKey` gave no XP (a bot, a stake from before levels).
 */
export async function revokeXp(
  trx: Transaction<Database>,
  r: { sourceKey: string; now: number },
): Promise<void> {
  const src = await trx
    .selectFrom('xp_events')
    .select(['user_id', 'amount'])
    .where('key', '=', r.sourceKey)
    .executeTakeFirst();
  if (!src || Number(src.amount) <= 0) return;
  await grantXp(trx, {
    userId: src.user_id,
    amount: -Number(src.amount),
    key: `xp-back:${r.sourceKey}`,
    now: r.now,
  });
}
