/**
 * Event prizes reach the winner live, on any screen: a 90102 giveawayWon ("You won AK-47 | Redline in the hourly
 * giveaway") or a 90103 racePrize ("2nd place in the daily race: $25.00") on the player's own channel shows a toast
 * and refreshes what moved (active items, balances, the giveaway and race lists).
 */
import { useDispatch } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { showToast, type ShowToastOptions } from '../../components/toast/toast-actions';
import { formatMoney } from '../../domain/format';
import { skinPair, type SkinNames } from '../../domain/skin-names';
import { baseApi } from '../../api/base';
import { contestsApi } from '../../api/contests';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { useUserEvent } from '../../api/user-live';
import type { GiveawayWonEvent, RacePrizeEvent } from '../../protocol/contests';
import { MsgType } from '../../protocol/message-types';

/** The toast of a giveaway prize, named by the giveaway's kind (known from the list when cached); `names`: skin names. */
export function giveawayWonToast(
  e: GiveawayWonEvent,
  kind: string | null,
  names: SkinNames | null = null,
): ShowToastOptions {
  const item = skinPair(e.item, names);
  return {
    kind: 'success',
    title: { key: 'events.toast.giveawayWonTitle' },
    message:
      kind === 'hourly' || kind === 'daily' || kind === 'weekly'
        ? { key: `events.toast.giveawayWon.${kind}`, params: { item } }
        : { key: 'events.toast.giveawayWonAny', params: { item } },
    duration: 0,
  };
}

/** The toast of a race prize. */
export function racePrizeToast(e: RacePrizeEvent, intl: string): ShowToastOptions {
  return {
    kind: 'success',
    title: { key: 'events.toast.racePrizeTitle' },
    message: {
      key: `events.toast.racePrize.${e.kind}`,
      params: { place: e.place, coins: formatMoney(e.coins, intl) },
    },
    duration: 0,
  };
}

/** Applies a giveaway win: what moved is fetched again, then the toast shows. */
function onGiveawayWon(
  dispatch: Dispatch,
  e: GiveawayWonEvent,
  kind: string | null,
  names: SkinNames | null,
): void {
  dispatch(baseApi.util.invalidateTags(['Loot', 'User']));
  dispatch(contestsApi.util.invalidateTags(['Giveaway']));
  showToast(dispatch, giveawayWonToast(e, kind, names));
}

/** The kind of a giveaway: from the cached list when there is one, else from its result. */
function useGiveawayKind(): (id: string) => Promise<string | null> {
  const list = contestsApi.endpoints.getGiveawayList.useQueryState().data;
  const [result] = contestsApi.endpoints.getGiveawayResult.useLazyQuery();
  return async (id) => {
    const cached = [...(list?.list ?? []), ...(list?.recent ?? [])].find((x) => x.id === id);
    if (cached) return cached.kind;
    try {
      return (await result(id, true).unwrap()).giveaway.kind;
    } catch {
      return null;
    }
  };
}

/** Mount once while signed in (the header does). */
export function useEventPrizeToasts(): void {
  const dispatch = useDispatch();
  const intl = useIntlLocale();
  const kindOf = useGiveawayKind();
  const { names } = useSkinName();
  useUserEvent(MsgType.giveawayWon, (e) => {
    void kindOf(e.giveawayID).then((kind) => onGiveawayWon(dispatch, e, kind, names));
  });
  useUserEvent(MsgType.racePrize, (e) => {
    dispatch(baseApi.util.invalidateTags(['User']));
    dispatch(contestsApi.util.invalidateTags(['Race']));
    showToast(dispatch, racePrizeToast(e, intl));
  });
}
