/** The sandbox payment provider's pages: checkout (Pay / Cancel) and the outcome pages. */
import type { OrdersTable } from '../db/schema';
import { esc, messagePage, page } from './page';

const BRAND = '<div class="brand pay"><i></i>Sandbox Pay &middot; test mode</div>';
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The checkout page for a pending order. */
export function checkoutPage(o: {
  order: OrdersTable;
  confirmUrl: string;
  cancelUrl: string;
  merchant: string;
}): string {
  const { order } = o;
  const bonus = order.bonus > 0 ? `<span>Bonus</span><b>+ ${money(order.bonus)}</b>` : '';
  return page(
    'Sandbox checkout',
    `${BRAND}<h1>Pay ${esc(o.merchant)}</h1>
<p class="sub">Order ${esc(order.trade_no)} &middot; ${esc(order.method)}. No real money moves in the sandbox.</p>
<div class="sum"><span>Top-up</span><b>${money(order.amount)}</b>
<span>Fee</span><b>${money(order.commission)}</b>${bonus}
<span>You get</span><b>${money(order.amount + order.bonus)}</b>
<span class="total">You pay</span><b class="total">${money(order.pay_amount)}</b></div>
<div class="actions">
<form method="post" action="${esc(o.cancelUrl)}"><button class="danger" type="submit">Cancel</button></form>
<form method="post" action="${esc(o.confirmUrl)}"><button class="primary" type="submit">Pay ${money(order.pay_amount)}</button></form>
</div>
<p class="note">This page stands in for an external payment provider. Pay sends CaseArena the same signed webhook a real provider would; the order is credited once, however many times it is pressed.</p>`,
  );
}

/** The page after a payment: complete, already complete, cancelled, expired or unknown. */
export function outcomePage(
  kind: 'paid' | 'cancelled' | 'expired' | 'not_found',
  returnUrl: string,
  order?: OrdersTable,
): string {
  const back = { href: returnUrl, label: 'Return to CaseArena' };
  switch (kind) {
    case 'paid':
      return messagePage({
        brand: BRAND,
        icon: 'ok',
        title: 'Payment complete',
        text: `${money((order?.amount ?? 0) + (order?.bonus ?? 0))} was added to your CaseArena balance.`,
        link: back,
      });
    case 'cancelled':
      return messagePage({
        brand: BRAND,
        icon: 'cancel',
        title: 'Payment cancelled',
        text: 'Nothing was charged. You can start a new top-up at any time.',
        link: back,
      });
    case 'expired':
      return messagePage({
        brand: BRAND,
        icon: 'wait',
        title: 'Checkout expired',
        text: 'This order can no longer be paid. Please start a new top-up.',
        link: back,
      });
    default:
      return messagePage({
        brand: BRAND,
        icon: 'unknown',
        title: 'Order not found',
        text: 'There is no such order.',
        link: back,
      });
  }
}
