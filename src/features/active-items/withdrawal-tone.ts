/** The badge tone of each withdrawal status: the player's list and the back office's queue show them alike. */
import type { BadgeTone } from '../../components/Badge';
import type { TradeStatus } from '../../protocol/trade';

export const WITHDRAWAL_TONE: Record<TradeStatus, BadgeTone> = {
  withdrawing: 'info',
  held: 'warning',
  sent: 'accent',
  accepted: 'success',
  declined: 'danger',
  expired: 'warning',
  cancelled: 'danger',
  reversed: 'warning',
};
