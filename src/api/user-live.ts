/**
 * The user resource's live part: the signed-in user's private channel `user:{id}` (the server refuses it to every
 * other socket). Features listen to their own message types on it with `useUserEvent`; the channel is subscribed
 * while at least one listener is mounted and the user is signed in, and dropped on sign-out. Events sent while the
 * socket was down are lost: a feature that keeps state from them passes `onReconnect` and refetches there.
 */
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Channel } from '../protocol/channels';
import type { KnownType, PayloadOf } from '../protocol/ws-events';
import { MsgType } from '../protocol/message-types';
import { baseApi } from './base';
import { follow } from './live';
import { PICTURE_TAGS, useMe } from './user';
import type { WsClient } from '../realtime/client';
import { getWsClient } from '../realtime/connection';

/** Optional extras of a user-channel listener. */
export interface UserEventOptions {
  /** Called on every open of the socket after the first (a reconnect): events may have been missed. */
  onReconnect?: () => void;
}

/**
 * Subscribes `ws` to `user:{userID}` (reference counted) and calls `listener` with every `type` event; returns
 * the function that undoes both. Pure of React, so it is testable with a fake socket.
 */
export function followUserChannel<T extends KnownType>(
  ws: WsClient,
  userID: string,
  type: T,
  listener: (payload: PayloadOf<T>) => void,
  opts: UserEventOptions = {},
): () => void {
  return follow(ws, {
    channels: [Channel.user(userID)],
    listen: (w) => [w.on(type, (payload) => listener(payload))],
    resync: opts.onReconnect,
  });
}

/**
 * Listens to `type` events on the signed-in user's own channel while mounted (nothing while signed out). The
 * listener may change between renders; the subscription follows the user id only.
 */
export function useUserEvent<T extends KnownType>(
  type: T,
  listener: (payload: PayloadOf<T>) => void,
  opts: UserEventOptions = {},
): void {
  const userID = useMe().data?.user.userID ?? null;
  const latest = useRef({ listener, opts });
  useEffect(() => {
    latest.current = { listener, opts };
  });
  useEffect(() => {
    if (!userID) return;
    return followUserChannel(getWsClient(), userID, type, (p) => latest.current.listener(p), {
      onReconnect: () => latest.current.opts.onReconnect?.(),
    });
  }, [userID, type]);
}

/** Refetches what shows the player's picture when another tab changed it (90104 profileChanged). */
export function useProfileChangedRefetch(): void {
  const dispatch = useDispatch();
  useUserEvent(MsgType.profileChanged, () => dispatch(baseApi.util.invalidateTags([...PICTURE_TAGS])));
}
