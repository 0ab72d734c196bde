/**
 * Sending an exchange: one idempotency key per intent (the same picks retried after a timeout are exchanged once),
 * a toast naming what landed and the coins that came back, or a translated reason when the server refused.
 */
import { useDispatch } from 'react-redux';
import { showToast } from '../../components/toast/toast-actions';
import { skinPair } from '../../domain/skin-names';
import { formatMoney } from '../../domain/format';
import { knownErrorCode } from '../../api/error';
import { baseApi } from '../../api/base';
import { useExchangeItemsMutation } from '../../api/exchange';
import { useIntentKey } from '../../lib/use-intent-key';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';

/** Server refusals the screen explains in its own words; anything else gets the generic text. */
const KNOWN = [
  'loot_not_pending',
  'exchange_value_exceeded',
  'item_not_found',
  'self_banned',
  'play_on_hold',
] as const;

/** How a send ended: done, refused because a given item is gone (the loot list refetches), or failed otherwise. */
export type ExchangeOutcome = 'done' | 'stale' | 'failed';

/** The exchange action: `send(lootIDs, itemIDs)` and whether one is on its way. */
export function useExchange() {
  const dispatch = useDispatch();
  const intl = useIntlLocale();
  const { names } = useSkinName();
  const keys = useIntentKey();
  const [mutate, state] = useExchangeItemsMutation();
  const send = async (lootIDs: string[], itemIDs: string[]): Promise<ExchangeOutcome> => {
    const idempotencyKey = keys.keyFor(JSON.stringify([lootIDs, itemIDs]));
    try {
      const result = await mutate({ lootIDs, itemIDs, idempotencyKey }).unwrap();
      keys.settle();
      const items = result.received.map((l) => skinPair(l.item, names)).join(', ');
      showToast(dispatch, {
        kind: 'success',
        title: { key: 'pages.exchange.done.title' },
        message:
          result.change > 0
            ? {
                key: 'pages.exchange.done.itemsChange',
                params: { items, change: formatMoney(result.change, intl) },
              }
            : { key: 'pages.exchange.done.items', params: { items } },
      });
      return 'done';
    } catch (err) {
      keys.settle(err);
      const code = knownErrorCode(err, KNOWN);
      showToast(dispatch, { kind: 'error', message: { key: `pages.exchange.errors.${code ?? 'generic'}` } });
      if (code !== 'loot_not_pending') return 'failed';
      dispatch(baseApi.util.invalidateTags(['Loot']));
      return 'stale';
    }
  };
  return { send, sending: state.isLoading };
}
