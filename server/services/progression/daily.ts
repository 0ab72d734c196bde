/**
 * Free daily cases (issue 9, FAIRNESS.md "Other games on a player's own seed pair"): one case per level band,
 * free once per 24 hours per player and case when the player's level (`users.level`) reaches the band. The roll
 * takes one nonce of the player's own seed pair with cursor `daily`, and the drop is recorded as a paid
 * opening's is (server/services/cases/open.ts). A guarded upsert of `daily_claims` inside the opening's transaction
 * lets parallel requests open at most once.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { DAILY_CURSOR } from '../../../src/domain/fairness-games';
import {
  DAILY_COOLDOWN_MS,
  DAILY_LEVELS,
  dailyCaseId,
  dailyNextOpenAt,
  dailyRequiredLevel,
  STREAK_MAX_DAYS,
  streakDays,
  streakReward,
  utcDay,
} from '../../../src/domain/daily';
import type { Opening } from '../../../src/protocol/catalog';
import type { DailyCaseEntry, DailyStreak } from '../../../src/protocol/daily';
import type { Db } from '../../db/database';
import { recordEvent, unitOfWork } from '../../kernel/unit-of-work';
import { AppError, forbidden, notFound } from '../../errors';
import type { Q } from '../ledger/ledger';
import { chargeReward, payPointsReward, requireWagering } from '../economy/budget';
import { recordOpening, rollOpening } from '../cases/open';
import { getCase } from '../catalog/catalog';
import { assertNotSelfBanned } from '../users/restrictions';
import { assertNoHold } from '../admin/holds';
import { lockUser } from '../fairness/seeds';

/** 409 daily_cooldown: opened within the last 24 hours; the body carries `nextOpenAt`. */
export function dailyCooldown(nextOpenAt: number): AppError {
  return new AppError(
    409,
    'daily_cooldown',
    `This daily case opens again at ${new Date(nextOpenAt).toISOString()}`,
    { nextOpenAt },
  );
}

// Thrown inside the transaction when the guarded upsert changed nothing: roll back, then answer 409.
class OnCooldown extends Error {}

/** The player's level (users.level, kept current by the levels service), or null for an unknown user. */
async function userLevel(db: Db, userId: string): Promise<number | null> {
  const u = await db.kysely.selectFrom('users').select('level').where('id', '=', userId).executeTakeFirst();
  return u ? Number(u.level) : null;
}

/** When the player last opened each daily case, by case id. */
async function lastOpened(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom('daily_claims')
    .select(['case_id', 'opened_at'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.case_id, Number(r.opened_at)]));
}

/** The UTC days (last STREAK_MAX_DAYS + 1) on which the player opened a free daily case. */
async function dailyDays(q: Q, userId: string, now: number): Promise<number[]> {
  const rows = await q
    .selectFrom('case_openings')
    .innerJoin('cases', 'cases.id', 'case_openings.case_id')
    .select('case_openings.created_at')
    .where('case_openings.user_id', '=', userId)
    .where('cases.type', '=', 'daily')
    .where('case_openings.created_at', '>=', (utcDay(now) - STREAK_MAX_DAYS) * 86_400_000)
    .execute();
  return rows.map((r) => utcDay(Number(r.created_at)));
}

/** The player's daily streak: days in a row, whether today counts already, and what the next day of it pays. */
export async function dailyStreak(db: Db, userId: string, now: number): Promise<DailyStreak> {
  const days = await dailyDays(db.kysely, userId, now);
  const n = streakDays(days, utcDay(now));
  return { days: n, today: days.includes(utcDay(now)), nextReward: streakReward(n + 1) };
}

/**
 * Inside a daily opening's transaction: the first daily opening of a UTC day pays the streak's points, once per day
 * (ledger key `daily-streak:{user}:{day}`, from the rewards house account).
 */
async function payStreak(trx: Transaction<Database>, userId: string, now: number): Promise<void> {
  const day = utcDay(now);
  const amount = streakReward(streakDays(await dailyDays(trx, userId, now), day));
  if (amount <= 0) return;
  // Waits for the reward budget when it has no room (economy/budget.ts); the opening goes on either way.
  await payPointsReward(
    trx,
    { key: `daily-streak:${userId}:${day}`, kind: 'daily_streak', userId, amount, ref: String(day), now },
    'wait',
  );
}

/** Every daily case, lowest level first; signed out (`userId` null) every one is locked with no time. */
export async function dailyList(db: Db, userId: string | null, now: number): Promise<DailyCaseEntry[]> {
  const level = userId ? await userLevel(db, userId) : null;
  const opened = userId ? await lastOpened(db, userId) : new Map<string, number>();
  const out: DailyCaseEntry[] = [];
  for (const requiredLevel of DAILY_LEVELS) {
    const c = await getCase(db, dailyCaseId(requiredLevel));
    if (!c) continue; // not seeded (an old catalog): simply not offered
    out.push({
      case: c.case,
      requiredLevel,
      unlocked: level !== null && level >= requiredLevel,
      nextOpenAt: userId ? dailyNextOpenAt(opened.get(c.case.id) ?? null, now) : null,
    });
  }
  return out;
}

/**
 * Opens a daily case free: 404 case_not_found (unknown or not a daily case), 403 self_banned, 403
 * level_too_low, 409 daily_cooldown with nextOpenAt (nothing changes then).
 */
export async function openDaily(db: Db, userId: string, caseId: string, now: number): Promise<Opening> {
  const c = await getCase(db, caseId);
  const requiredLevel = c && c.case.type === 'daily' ? dailyRequiredLevel(c.case.id) : null;
  if (!c || requiredLevel === null) throw notFound('case_not_found', 'No such daily case');
  await assertNotSelfBanned(db, userId, now);
  await assertNoHold(db, userId, 'play');
  const level = await userLevel(db, userId);
  if (level === null || level < requiredLevel) {
    throw forbidden('level_too_low', `This daily case needs level ${requiredLevel}`);
  }
  const openingId = randomUUID();
  try {
    return await unitOfWork(db, async (trx) => {
      await lockUser(db, trx, userId);
      // Claims the day: inserts the row, or moves it forward only when the last opening is 24 h old. When
      // nothing changed another request holds this day, and everything rolls back.
      const claimed = await trx
        .insertInto('daily_claims')
        .values({ user_id: userId, case_id: c.case.id, opened_at: now, opening_id: openingId })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'case_id'])
            .doUpdateSet({ opened_at: now, opening_id: openingId })
            .where('daily_claims.opened_at', '<=', now - DAILY_COOLDOWN_MS),
        )
        .returning('opening_id')
        .executeTakeFirst();
      if (claimed?.opening_id !== openingId) throw new OnCooldown();
      const rolled = await rollOpening(trx, userId, c, 1, () => DAILY_CURSOR, now);
      const opening = await recordOpening(trx, userId, c, openingId, rolled, 0, now);
      // The drop is a reward: within the reward budget (409 reward_budget, and the roll is not taken), and sold
      // or withdrawn only once its value was wagered (economy/budget.ts).
      const value = opening.results.reduce((s, r) => s + r.item.price, 0);
      await chargeReward(trx, userId, value, now);
      await requireWagering(trx, userId, value, now);
      await payStreak(trx, userId, now);
      recordEvent(trx, { type: 'CaseOpened', userId, opening, now });
      return opening;
    });
  } catch (err) {
    if (!(err instanceof OnCooldown)) throw err;
    const last = (await lastOpened(db, userId)).get(c.case.id) ?? now;
    throw dailyCooldown(dailyNextOpenAt(last, now) ?? last + DAILY_COOLDOWN_MS);
  }
}
