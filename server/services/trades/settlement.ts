/**
 * Settling withdrawals: one loop per process, and only the holder of the lease `job:trades` works at a tick (the
 * others take over within the lease's ttl when it dies). A tick takes the provider's trades that are due (`next_at`
 * passed): a `withdrawing` one is sent (then `sent`), a `sent` one is looked at and, once it ended, settled: accepted
 * makes the loot `withdrawn`, declined or expired gives it back as `pending`. A withdrawal whose trade URL names
 * another Steam account than the player's own is never sent: it is declined unsent and the item comes back. Every step is a guarded update on the
 * trade's status, in one transaction with the loot's, so two holders at once, a retry or a restart never apply a step
 * twice; each step that lands publishes a WithdrawalChanged domain event (90106 tradeChanged on the player's channel). The schedule lives in the
 * database, so a restart carries on where it stopped. Only the configured provider's trades are worked: those of a
 * provider no longer configured wait, untouched, until it is back (their offers may be out; nobody else can know).
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { TradeStatus, Withdrawal } from '../../../src/protocol/trade';
import { TRADE_PROTECTION_MS } from '../../../src/domain/withdrawals';
import type { Clock, Logger } from '../../kernel/ports';
import { eventBusOf, type EventBus } from '../../kernel/events';
import { acquire, release } from '../../kernel/leases';
import { TickLoop } from '../../kernel/tick-loop';
import { parseOwnTradeUrl } from '../../../src/domain/trade-url';
import type { OfferState, TradeProvider } from './provider';
import { tradeRows, withdrawalById, withdrawalView, type TradeRow } from './view';
import { mailPlayer } from '../mail/outbox';
import { skinFullName } from '../../../src/domain/skin-names';

/** The lease that makes one process the withdrawals' settler. */
export const TRADES_LEASE = 'job:trades';
/** At most this many trades are worked per tick (the rest wait for the next). */
const BATCH = 50;

/** What the settlement is built from. */
export interface TradeSettlementDeps {
  db: Db;
  provider: TradeProvider;
  clock: Clock;
  log: Logger;
  tickMs: number;
  /** Where the WithdrawalChanged events go (the database handle's bus by default; tests record their own). */
  bus?: EventBus;
  /** With several processes on one database only the holder ticks; without it every tick runs (tests). */
  lease?: { owner: string; ttlMs: number };
}

/** How often an accepted trade is looked at again while it is still reversible (a reversal is noticed that soon). */
export const PROTECTION_CHECK_MS = 60 * 60_000;

/** The ends of a trade: the provider's (an offer's end, a reversal) and staff's (`cancelled`). */
export type TradeEnd = Exclude<OfferState, 'sent'> | 'cancelled';

/** What the loot becomes at each end, and the state it must be in then. */
const LOOT_AFTER: Record<TradeEnd, { to: 'withdrawn' | 'pending'; from: 'withdrawing' | 'withdrawn' }> = {
  accepted: { to: 'withdrawn', from: 'withdrawing' },
  declined: { to: 'pending', from: 'withdrawing' },
  expired: { to: 'pending', from: 'withdrawing' },
  cancelled: { to: 'pending', from: 'withdrawing' },
  reversed: { to: 'pending', from: 'withdrawing' },
};

/**
 * Ends a trade in one of the states `from` as `state`, exactly once, inside `trx`: the guarded update on the trade's
 * status decides, and the loot moves in the same transaction. An accepted trade stays reversible for
 * TRADE_PROTECTION_MS (it is looked at again until then); a reversed one gives the item back. Returns whether this
 * call ended it (false: it was not in `from` any more).
 */
export async function endTradeIn(
  trx: Transaction<Database>,
  tradeId: string,
  state: TradeEnd,
  now: number,
  from: readonly TradeStatus[],
): Promise<boolean> {
  const accepted = state === 'accepted';
  const row = await trx
    .updateTable('trades')
    .set({
      status: state,
      next_at: accepted ? Math.min(now + PROTECTION_CHECK_MS, now + TRADE_PROTECTION_MS) : null,
      reversible_until: accepted ? now + TRADE_PROTECTION_MS : null,
      updated_at: now,
    })
    .where('id', '=', tradeId)
    .where('status', 'in', [...from])
    .returning(['loot_id'])
    .executeTakeFirst();
  if (!row) return false;
  const loot = LOOT_AFTER[state];
  await trx
    .updateTable('loot')
    // An item that left is stamped as the other ways out (sold, upgraded, exchanged) are; one that came back is not.
    .set({ status: loot.to, sold_at: loot.to === 'withdrawn' ? now : null })
    .where('id', '=', row.loot_id)
    // A reversal after acceptance brings back an item that had left.
    .where('status', 'in', state === 'reversed' ? ['withdrawing', 'withdrawn'] : [loot.from])
    .execute();
  return true;
}

/**
 * Ends a trade in status `from` (a sent one by default) as `state`, exactly once (endTradeIn in its own transaction).
 * Returns the trade as it now is, or null when it was not in `from` any more (settled already).
 */
export async function finishTrade(
  db: Db,
  tradeId: string,
  state: Exclude<OfferState, 'sent'>,
  now: number,
  from: TradeStatus = 'sent',
): Promise<Withdrawal | null> {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await endTradeIn(trx, tradeId, state, now, [from]))) return null;
    const w = await withdrawalById(trx, tradeId);
    const owner = await trx
      .selectFrom('trades')
      .select('user_id')
      .where('id', '=', tradeId)
      .executeTakeFirst();
    // The receipt is queued with the step that ended the trade, once per trade. A reversal inside Steam's protection
    // window comes after the receipt (the player hears of it through the withdrawal notification, not by mail).
    if (w && owner && state !== 'reversed')
      await mailPlayer(
        trx,
        owner.user_id,
        'withdrawal',
        tradeId,
        (name) => ({ name, tradeId, item: itemLabel(w.item), value: w.item.price, state, at: now }),
        now,
      );
    return w;
  });
}

/** An item's English display name with its exterior, as a receipt names it. */
function itemLabel(item: Withdrawal['item']): string {
  const name = skinFullName(item, null);
  return item.exterior ? `${name} (${item.exterior})` : name;
}

/**
 * An accepted trade whose protection window has passed: the house counts it final (final_at), and it is no longer
 * looked at. Exactly once (guarded on final_at).
 */
export async function finalizeTrade(db: Db, tradeId: string, now: number): Promise<boolean> {
  const r = await db.kysely
    .updateTable('trades')
    .set({ final_at: now, next_at: null })
    .where('id', '=', tradeId)
    .where('status', '=', 'accepted')
    .where('final_at', 'is', null)
    .where('reversible_until', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The withdrawals' settlement; `tick()` can be driven by hand with any clock value. */
export class TradeSettlement {
  private readonly loop: TickLoop;

  constructor(private readonly deps: TradeSettlementDeps) {
    this.loop = new TickLoop({
      clock: deps.clock,
      everyMs: deps.tickMs,
      tick: () => this.tick(),
      onError: (err) => deps.log.warn({ err }, 'trades tick failed'),
    });
  }

  /** Starts ticking. */
  start(): void {
    this.loop.start();
  }

  /** Stops ticking, waits for a tick in flight and hands the lease over so another process carries on at once. */
  async stop(): Promise<void> {
    await this.loop.stop();
    const lease = this.deps.lease;
    if (lease) await release(this.deps.db.kysely, TRADES_LEASE, lease.owner).catch(() => undefined);
  }

  private announce(userId: string, w: Withdrawal | null): void {
    if (!w) return;
    // Each step is its own committed statement (finishTrade, the guarded send update): published after it.
    (this.deps.bus ?? eventBusOf(this.deps.db)).publish({ type: 'WithdrawalChanged', userId, withdrawal: w });
  }

  /** One pass at `now` (the clock's by default): sends the due withdrawals, looks at the due offers. */
  async tick(now = this.deps.clock.now()): Promise<void> {
    const { db, provider, lease } = this.deps;
    if (lease && !(await acquire(db.kysely, TRADES_LEASE, lease.owner, lease.ttlMs, now))) return;
    const due = await tradeRows(db.kysely)
      .select(['trades.trade_url', 'trades.sent_at', 'trades.reversible_until'])
      .where('trades.provider', '=', provider.id)
      .where('trades.status', 'in', ['withdrawing', 'sent', 'accepted'])
      .where('trades.next_at', '<=', now)
      .orderBy('trades.next_at')
      .limit(BATCH)
      .execute();
    for (const t of due) {
      try {
        if (t.trade_status === 'withdrawing') await this.send(t, now);
        else if (t.trade_status === 'accepted') await this.protect(t, now);
        else await this.check(t, now);
      } catch (err) {
        // The provider could not answer: look again after its usual wait; the trade keeps its state.
        this.deps.log.warn({ err, tradeId: t.trade_id }, 'trade step failed');
        await this.later(t.trade_id, t.trade_status, now);
      }
    }
  }

  private async later(tradeId: string, status: TradeRow['trade_status'], now: number): Promise<void> {
    await this.deps.db.kysely
      .updateTable('trades')
      .set({ next_at: now + Math.max(this.deps.provider.timing.checkEveryMs, this.deps.tickMs) })
      .where('id', '=', tradeId)
      .where('status', '=', status)
      .execute();
  }

  private async send(t: TradeRow & { trade_url: string }, now: number): Promise<void> {
    const owner = await this.deps.db.kysely
      .selectFrom('users')
      .select('steam_id')
      .where('id', '=', t.trade_user_id)
      .executeTakeFirstOrThrow();
    const url = parseOwnTradeUrl(t.trade_url, owner.steam_id);
    if (!url.ok && url.problem === 'trade_url_foreign') {
      // Asked for before partners were checked, to another Steam account: never sent, the item comes back.
      this.deps.log.warn({ tradeId: t.trade_id }, 'withdrawal to a foreign trade URL declined unsent');
      this.announce(
        t.trade_user_id,
        await finishTrade(this.deps.db, t.trade_id, 'declined', now, 'withdrawing'),
      );
      return;
    }
    if (!url.ok) throw new Error(`stored trade URL of ${t.trade_id} does not parse`);
    const item = withdrawalView(t).item;
    const { offerID } = await this.deps.provider.send(
      {
        tradeID: t.trade_id,
        tradeUrl: url.url,
        partner: url.partner,
        token: url.token,
        item: { id: item.id, name: item.name, price: item.price },
      },
      now,
    );
    const sent = await this.deps.db.kysely
      .updateTable('trades')
      .set({
        status: 'sent',
        offer_id: offerID,
        sent_at: now,
        next_at: now + this.deps.provider.timing.checkEveryMs,
        updated_at: now,
      })
      .where('id', '=', t.trade_id)
      .where('status', '=', 'withdrawing')
      .executeTakeFirst();
    if (Number(sent.numUpdatedRows) === 1)
      this.announce(t.trade_user_id, await withdrawalById(this.deps.db.kysely, t.trade_id));
  }

  private async check(t: TradeRow & { sent_at: number | null }, now: number): Promise<void> {
    const state = await this.deps.provider.check(
      { tradeID: t.trade_id, offerID: t.offer_id ?? '', sentAt: Number(t.sent_at ?? 0) },
      now,
    );
    if (state === 'sent') return this.later(t.trade_id, 'sent', now);
    this.announce(t.trade_user_id, await finishTrade(this.deps.db, t.trade_id, state, now));
  }

  /**
   * An accepted trade inside Steam's protection window: reverted (the item comes back to the player) or, once the
   * window has passed, final for the house. Until then it is looked at every PROTECTION_CHECK_MS.
   */
  private async protect(
    t: TradeRow & { sent_at: number | null; reversible_until: number | null },
    now: number,
  ) {
    const state = await this.deps.provider.check(
      { tradeID: t.trade_id, offerID: t.offer_id ?? '', sentAt: Number(t.sent_at ?? 0) },
      now,
    );
    if (state === 'reversed' || state === 'declined' || state === 'expired') {
      // Any end but acceptance, reported after acceptance, means the trade was undone: the item is back.
      this.announce(
        t.trade_user_id,
        await finishTrade(this.deps.db, t.trade_id, 'reversed', now, 'accepted'),
      );
      return;
    }
    const until = Number(t.reversible_until ?? 0);
    if (until <= now) {
      await finalizeTrade(this.deps.db, t.trade_id, now);
      return;
    }
    await this.deps.db.kysely
      .updateTable('trades')
      .set({ next_at: Math.min(until, now + PROTECTION_CHECK_MS) })
      .where('id', '=', t.trade_id)
      .where('status', '=', 'accepted')
      .execute();
  }
}
