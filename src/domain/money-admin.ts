/** Facts of the back office's Money area shared by its pages and routes (schemas in src/protocol/admin-money.ts). */

/** Withdrawal queue views: waiting to be sent (incl. held), offers out, accepted and still reversible, all. */
export const QUEUE_VIEWS = ['pending', 'sent', 'reversible', 'all'] as const;
