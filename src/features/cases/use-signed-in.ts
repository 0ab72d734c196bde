/** Whether a session token is present, following sign-in and sign-out (the session slice mirrors the stored token). */
import { useSelector } from 'react-redux';
import type { SessionState } from '../../lib/session';

/** True while the visitor has a session token. */
export function useSignedIn(): boolean {
  return useSelector((s: { session: SessionState }) => s.session.token !== null);
}
