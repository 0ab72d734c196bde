/** Small shared hooks of the battle screens: the signed-in user, error messages per code, the sign-in request. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { showToast } from '../../components/toast/toast-actions';
import { requestSignIn } from '../../lib/sign-in-request';
import { useGetBattleMeQuery, type BattleMe } from './battles-api';

/** Error codes that have their own translated message under `battles.errors`. */
export const KNOWN_ERRORS = [
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
  'too_many_rounds',
  'no_cases',
  'bad_slot',
  'bad_quantity',
  'insufficient_balance',
  'unauthorized',
  'self_banned',
  'rate_limited',
  'template_not_found',
] as const;

/** The code of an RTK Query error (`{data: {error: {code}}}`), or null. */
export function errorCode(e: unknown): string | null {
  const data = (e as { data?: { error?: { code?: unknown } } } | null)?.data;
  const code = data?.error?.code;
  return typeof code === 'string' ? code : null;
}

/** The signed-in user (undefined while signed out or loading). */
export function useBattleMe(): BattleMe | undefined {
  const token = useSelector((s: { session: { token: string | null } }) => s.session.token);
  return useGetBattleMeQuery(token ?? '', { skip: !token }).data;
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
      const code = errorCode(e);
      const known = (KNOWN_ERRORS as readonly string[]).includes(code ?? '');
      const text = known
        ? t(`battles.errors.${code as (typeof KNOWN_ERRORS)[number]}`)
        : t('battles.errors.generic');
      showToast(dispatch, { kind: 'error', message: { text } });
    },
    [dispatch, t],
  );
}
