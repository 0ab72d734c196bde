/** Small shared hooks of the battle screens: the signed-in user, error messages per code, the sign-in request. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showToast } from '../../components/toast/toast-actions';
import { knownErrorCode } from '../../api/error';
import { requestSignIn } from '../../lib/sign-in-request';
import { coinBalance, useMe } from '../../api/user';

/** The signed-in user as the battle screens need it (from GET /v1/user/me). */
export interface BattleMe {
  userID: string;
  nickname: string;
  avatar: string;
  coins: number;
}

/** Error codes that have their own translated message under `battles.errors`. */
const KNOWN_ERRORS = [
  'battle_not_found',
  'slot_taken',
  'not_creator',
  'battle_not_waiting',
  'bad_players',
  'slot_empty',
  'case_not_found',
  'not_your_slot',
  'no_bot',
  'already_joined',
  'battle_waiting_cap',
  'too_many_rounds',
  'no_cases',
  'bad_slot',
  'bad_quantity',
  'insufficient_balance',
  'unauthorized',
  'self_banned',
  'play_on_hold',
  'rate_limited',
  'template_not_found',
  'unavailable',
] as const;

/** The signed-in user (undefined while signed out or loading). */
export function useBattleMe(): BattleMe | undefined {
  const { data } = useMe();
  return useMemo(() => {
    if (!data) return undefined;
    const { userID, nickname, avatar } = data.user;
    return { userID, nickname, avatar, coins: coinBalance(data) };
  }, [data]);
}

/** Asks a signed-out visitor to sign in: the header's Login dialog opens (terms and age checks included). */
export function goToSignIn(): void {
  requestSignIn();
}

/** Shows an error toast translated by the error's code (generic text for unknown codes). */
export function useErrorToast(): (e: unknown) => void {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return useCallback(
    (e: unknown) => {
      const code = knownErrorCode(e, KNOWN_ERRORS);
      const text = code ? t(`battles.errors.${code}`) : t('battles.errors.generic');
      showToast(dispatch, { kind: 'error', message: { text } });
    },
    [dispatch, t],
  );
}
