/** Buying an offer: a fresh idempotency key per intent, reused when the same purchase is retried (use-intent-key). */
import { useDispatch } from 'react-redux';
import { showToast } from '../../components/toast/toast-actions';
import { skinPair, type SkinNames } from '../../domain/skin-names';
import { useBuyOfferMutation } from '../../api/event';
import { useSkinName } from '../../lib/use-skin-name';
import type { MarketBuyAnswer } from '../../protocol/event';
import { useIntentKey } from '../../lib/use-intent-key';

/** The names of what landed in active items (in the player's skin-name language), joined for a toast. */
export function lootNames(answer: MarketBuyAnswer, names: SkinNames | null = null): string {
  return answer.loot.map((l) => skinPair(l.item, names)).join(', ');
}

/** The buy action of one offer card: `buy(quantity)` and the mutation's state; success shows what landed. */
export function useMarketBuy(offerID: string) {
  const dispatch = useDispatch();
  const [send, state] = useBuyOfferMutation();
  const keys = useIntentKey();
  const { names } = useSkinName();
  const buy = async (quantity: number) => {
    const idempotencyKey = keys.keyFor(`${offerID}:${quantity}`);
    try {
      const answer = await send({ offerID, quantity, idempotencyKey }).unwrap();
      keys.settle();
      showToast(dispatch, {
        kind: 'success',
        title: { key: 'events.market.boughtTitle' },
        message: { key: 'events.market.bought', params: { items: lootNames(answer, names) } },
      });
    } catch (err) {
      keys.settle(err);
    }
  };
  return { buy, ...state };
}
