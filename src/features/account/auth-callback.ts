/** The sign-in callback's failure path: a translated error toast for ?error=<code>. */
import type { Dispatch } from '@reduxjs/toolkit';
import { showToast } from '../../components/toast/toast-actions';
import { authErrorCode } from './login-url';

/** Shows the toast for a sign-in that came back with ?error=<code>. */
export function showSignInError(dispatch: Dispatch, raw: string): void {
  const code = authErrorCode(raw);
  showToast(dispatch, {
    kind: 'error',
    title: { key: 'account.errors.title' },
    message: { key: `account.errors.${code}` },
    duration: 8000,
  });
}
