/**
 * Level-ups reach the player live: a 90100 levelUp on the player's own channel shows a toast ("Level 2!",
 * "+100.00 points") and refetches GET /user/me (the header's ring and point balance). After a reconnect the user
 * info is refetched too, since an event sent while the socket was down is lost.
 */
import { useDispatch } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { showToast, type ShowToastOptions } from '../../components/toast/toast-actions';
import { formatPoints } from '../../domain/format';
import { POINT_UNITS } from '../../domain/levels';
import { baseApi } from '../../api/base';
import { useIntlLocale } from '../../lib/use-locale';
import { useUserEvent } from '../../api/user-live';
import type { LevelUpEvent } from '../../protocol/ws-events';
import { MsgType } from '../../protocol/message-types';

/** The toast of one level-up: the level as the title, the points credited as the message. */
export function levelUpToast(e: LevelUpEvent, intl: string): ShowToastOptions {
  return {
    kind: 'success',
    title: { key: 'levels.upTitle', params: { level: e.lv } },
    message: {
      key: 'levels.upReward',
      params: { count: e.reward / POINT_UNITS, formatted: formatPoints(e.reward, intl) },
    },
  };
}

/** Applies one level-up: refetch the user info, then show the toast. */
export function applyLevelUp(dispatch: Dispatch, e: LevelUpEvent, intl: string): void {
  dispatch(baseApi.util.invalidateTags(['User']));
  showToast(dispatch, levelUpToast(e, intl));
}

/** Mount once while signed in (the header does): level-up toasts, and a fresh header after every wager. */
export function useLevelUpToasts(): void {
  const dispatch = useDispatch();
  const intl = useIntlLocale();
  useUserEvent(MsgType.levelUp, (e) => applyLevelUp(dispatch, e, intl), {
    onReconnect: () => dispatch(baseApi.util.invalidateTags(['User'])),
  });
  // An opening or a battle anywhere (another tab, the API) moved XP and wallets: the ring and balances follow.
  useUserEvent(MsgType.missionsChanged, () => dispatch(baseApi.util.invalidateTags(['User'])));
}
