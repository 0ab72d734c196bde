/**
 * The feast (src/domain/feast.ts): the running feast is derived from the clock and its row created on first need
 * (insert on conflict do nothing, so racing processes agree), with the ticket rate and ladder it publishes. A
 * player's wager adds to their feast total (an atomic increment that takes the row lock), and the tickets due on the
 * new total minus those earned already are credited from HOUSE_TICKET under `feast-ticket:{wagerKey}`. Ladder rungs
 * pay points once, keyed `feast-ladder:{feastId}:{userId}:{step}`. Tickets carry over between feasts.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FeastsTable } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import {
  feastAt,
  LADDER,
  rungOf,
  rungState,
  ticketsDue,
  TICKET_RATE,
  type Rung,
  type Season,
} from '../../../src/domain/feast';
import type { EventCurrentAnswer, FeastEvent, LadderClaimAnswer } from '../../../src/protocol/event';
import { balanceOf, houseAccount, transfer, userAccount, type Q } from '../ledger/ledger';
import { payPointsReward } from '../economy/budget';
import { lockUser } from '../fairness/seeds';

/** The house account tickets are earned from. */
export const HOUSE_TICKET = houseAccount('events', 'ticket');

/** The feast running at `now` (its row created if needed); null only if it could not be had. */
export async function ensureFeast(q: Q, now: number): Promise<FeastsTable | null> {
  const f = feastAt(now);
  const found = await q.selectFrom('feasts').selectAll().where('id', '=', f.id).executeTakeFirst();
  if (found) return found;
  await q
    .insertInto('feasts')
    .values({
      id: f.id,
      season: f.season,
      starts_at: f.startsAt,
      ends_at: f.endsAt,
      rate_cents: TICKET_RATE.cents,
      rate_tickets: TICKET_RATE.tickets,
      ladder_json: JSON.stringify(LADDER),
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return (await q.selectFrom('feasts').selectAll().where('id', '=', f.id).executeTakeFirst()) ?? null;
}

const rateOf = (f: FeastsTable) => ({ cents: Number(f.rate_cents), tickets: Number(f.rate_tickets) });
const ladderOf = (f: FeastsTable) => JSON.parse(f.ladder_json) as Rung[];

/**
 * Inside a player's wager transaction (server/services/events/wagers.ts, once per wager key): adds the wager to the
 * running feast and credits the whole tickets it completes. Returns the tickets credited.
 */
export async function earnFeastTickets(
  trx: Transaction<Database>,
  w: { key: string; userId: string; amount: number; now: number },
): Promise<number> {
  const feast = await ensureFeast(trx, w.now);
  if (!feast || w.now < Number(feast.starts_at) || w.now >= Number(feast.ends_at)) return 0;
  // The upsert's increment takes the row lock (PostgreSQL) before the read, so `earned` is never credited twice.
  await trx
    .insertInto('feast_progress')
    .values({ feast_id: feast.id, user_id: w.userId, wagered: w.amount, earned: 0, updated_at: w.now })
    .onConflict((oc) =>
      oc.columns(['feast_id', 'user_id']).doUpdateSet((eb) => ({
        wagered: eb('feast_progress.wagered', '+', w.amount),
        updated_at: w.now,
      })),
    )
    .execute();
  const p = await trx
    .selectFrom('feast_progress')
    .select(['wagered', 'earned'])
    .where('feast_id', '=', feast.id)
    .where('user_id', '=', w.userId)
    .executeTakeFirstOrThrow();
  const credit = ticketsDue(Number(p.wagered), rateOf(feast)) - Number(p.earned);
  if (credit <= 0) return 0;
  await trx
    .updateTable('feast_progress')
    .set((eb) => ({ earned: eb('earned', '+', credit) }))
    .where('feast_id', '=', feast.id)
    .where('user_id', '=', w.userId)
    .execute();
  await transfer(trx, {
    key: `feast-ticket:${w.key}`,
    kind: 'feast_ticket',
    currency: 'ticket',
    userId: w.userId,
    ref: feast.id,
    postings: [
      { account: HOUSE_TICKET, amount: -credit },
      { account: userAccount(w.userId, 'ticket'), amount: credit },
    ],
    now: w.now,
  });
  return credit;
}

/** The player's feast totals and claimed steps (zeros before their first wager of the feast). */
async function progressOf(q: Q, feastId: string, userId: string) {
  const p = await q
    .selectFrom('feast_progress')
    .select(['wagered', 'earned'])
    .where('feast_id', '=', feastId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const claims = await q
    .selectFrom('feast_ladder_claims')
    .select('step')
    .where('feast_id', '=', feastId)
    .where('user_id', '=', userId)
    .execute();
  return {
    wagered: Number(p?.wagered ?? 0),
    earned: Number(p?.earned ?? 0),
    claimed: new Set(claims.map((c) => Number(c.step))),
  };
}

/** GET /event/current: the running feast, its ladder and (signed in) the player's standing. */
export async function currentEvent(db: Db, userId: string | null, now: number): Promise<EventCurrentAnswer> {
  const feast = await ensureFeast(db.kysely, now);
  const mine = feast && userId ? await progressOf(db.kysely, feast.id, userId) : null;
  const event: FeastEvent | null = feast && {
    id: feast.id,
    season: feast.season as Season,
    startsAt: Number(feast.starts_at),
    endsAt: Number(feast.ends_at),
    ticketRate: rateOf(feast),
    ladder: ladderOf(feast).map((r) => ({
      ...r,
      ...(mine ? rungState(r, mine.earned, mine.claimed) : { claimed: false, claimable: false }),
    })),
  };
  const me =
    userId === null
      ? null
      : {
          tickets: await balanceOf(db.kysely, userAccount(userId, 'ticket')),
          earned: mine?.earned ?? 0,
          wagered: mine?.wagered ?? 0,
        };
  return { event, me, now };
}

/** Claims a rung of the running feast: 409 no_event, 404 rung_not_found, 409 rung_locked, 409 rung_claimed. */
export async function claimRung(
  db: Db,
  userId: string,
  step: number,
  now: number,
): Promise<LadderClaimAnswer> {
  const feast = await ensureFeast(db.kysely, now);
  if (!feast || now >= Number(feast.ends_at)) throw conflict('no_event', 'No feast is running');
  const rung = rungOf(ladderOf(feast), step);
  if (!rung) throw notFound('rung_not_found', 'No such rung on this ladder');
  return unitOfWorkOnce(db, async (trx) => {
    await lockUser(db, trx, userId);
    const { earned } = await progressOf(trx, feast.id, userId);
    if (earned < rung.tickets) throw conflict('rung_locked', `This rung needs ${rung.tickets} tickets`);
    const inserted = await trx
      .insertInto('feast_ladder_claims')
      .values({ feast_id: feast.id, user_id: userId, step, points: rung.points, created_at: now })
      .onConflict((oc) => oc.columns(['feast_id', 'user_id', 'step']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw conflict('rung_claimed', 'You claimed this rung already');
    }
    // 409 reward_budget (and nothing claimed) when the player's reward budget has no room for it yet.
    await payPointsReward(
      trx,
      {
        key: `feast-ladder:${feast.id}:${userId}:${step}`,
        kind: 'feast_ladder',
        userId,
        amount: rung.points,
        ref: feast.id,
        now,
      },
      'refuse',
    );
    return { step, points: rung.points, pointBalance: await balanceOf(trx, userAccount(userId, 'point')) };
  });
}
