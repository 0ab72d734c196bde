/**
 * Tells the player why the live connection dropped when the server closed it on purpose (a restart, too many
 * messages, a connection that fell behind): the server sends `disconnected {code, reason}` first. The socket
 * reconnects by itself; the toast says so. Renders nothing.
 */
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { showToast } from '../../components/toast/toast-actions';
import { onServerDisconnect } from '../../realtime/connection';

/** The message key of a close code the server sends (server/realtime/hub.ts CloseCode). */
export function disconnectKey(
  code: number,
): 'connection.restart' | 'connection.flood' | 'connection.slow' | 'connection.silent' | 'connection.other' {
  switch (code) {
    case 1001:
      return 'connection.restart';
    case 1008:
      return 'connection.flood';
    case 4008:
      return 'connection.slow';
    case 4000:
      return 'connection.silent';
    default:
      return 'connection.other';
  }
}

/** Shows a toast for each deliberate close. */
export function DisconnectNotice() {
  const dispatch = useDispatch();
  useEffect(
    () =>
      onServerDisconnect((d) =>
        showToast(dispatch, {
          kind: 'warning',
          title: { key: 'connection.title' },
          message: { key: disconnectKey(d.code) },
        }),
      ),
    [dispatch],
  );
  return null;
}
