/**
 * The trade-provider seam, shaped like real P2P markets and trade bots: we ask for one offer per item to the player's
 * trade URL, then look at the offer until it ends. A new provider is one class implementing this interface; the
 * requests, the loot's states and exactly-once settlement stay in `withdraw.ts` and `settlement.ts`.
 */

/** One item to send: our trade id (the provider's idempotency key), where to, and what. */
export interface TradeOfferRequest {
  /** Our trade id: a provider must send at most one offer per id, however often it is asked (a retry after a crash). */
  tradeID: string;
  /** The canonical trade URL and its parts (src/domain/trade-url.ts). */
  tradeUrl: string;
  partner: number;
  token: string;
  /** The catalog item (its market name) and the price it was won at, in cents. */
  item: { id: string; name: string; price: number };
}

/** An offer the provider sent. */
export interface SentOffer {
  tradeID: string;
  offerID: string;
  /** When it was sent (epoch ms). */
  sentAt: number;
}

/**
 * Where an offer stands: still out (`sent`), or how it ended. `reversed`: accepted, then undone within Steam's trade
 * protection window (the item came back); asked again about an accepted offer until that window has passed.
 */
export type OfferState = 'sent' | 'accepted' | 'declined' | 'expired' | 'reversed';

/** A trade provider. */
export interface TradeProvider {
  /** Stored on each trade: only this provider settles the trades it sent. */
  readonly id: string;
  /** When the first send is tried after a withdrawal is asked for, and how often a sent offer is looked at (ms). */
  readonly timing: { sendAfterMs: number; checkEveryMs: number };
  /** Sends the offer (or finds the one already sent for this trade id); throws when it could not be sent yet. */
  send(offer: TradeOfferRequest, now: number): Promise<{ offerID: string }>;
  /** Where a sent offer stands now; throws when the provider cannot tell yet (it is asked again later). */
  check(offer: SentOffer, now: number): Promise<OfferState>;
}
