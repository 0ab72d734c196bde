/**
 * The built-in sandbox trade provider: nothing leaves the site. It "sends" an offer when asked and reports it ended
 * TRADE_SANDBOX_SETTLE_MS later, as TRADE_SANDBOX_OUTCOME says (accepted by default; declined or expired to try the
 * way back). It keeps no state: the offer id is derived from our trade id and the outcome from the clock, so any
 * process answers the same, and a restart or a second process changes nothing.
 */
import type { SandboxTradeOutcome } from '../../config';
import type { OfferState, SentOffer, TradeOfferRequest, TradeProvider } from './provider';

/** The sandbox's settings (server/config-types.ts TradesConfig). */
export interface SandboxTradeOptions {
  outcome: SandboxTradeOutcome;
  sendMs: number;
  settleMs: number;
}

/** The sandbox trade provider. */
export class SandboxTradeProvider implements TradeProvider {
  readonly id = 'sandbox';
  readonly timing: { sendAfterMs: number; checkEveryMs: number };

  constructor(private readonly opts: SandboxTradeOptions) {
    this.timing = { sendAfterMs: opts.sendMs, checkEveryMs: opts.settleMs };
  }

  async send(offer: TradeOfferRequest): Promise<{ offerID: string }> {
    return { offerID: `sandbox-${offer.tradeID}` };
  }

  async check(offer: SentOffer, now: number): Promise<OfferState> {
    const after = now - offer.sentAt;
    if (after < this.opts.settleMs) return 'sent';
    // 'reversed' tries the way back of the trade protection: accepted first, reverted one settle time later.
    if (this.opts.outcome === 'reversed') return after < 2 * this.opts.settleMs ? 'accepted' : 'reversed';
    return this.opts.outcome;
  }
}
