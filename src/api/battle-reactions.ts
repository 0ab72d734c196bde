/**
 * Battle reactions (src/protocol/reactions.ts) for one battle's screen: the reactions everyone watching sends float
 * for a while, the player's own refusals (signed out, too fast) are reported, and `send` puts one on the socket.
 * `followReactions` is pure of React, so it is testable with a fake socket.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Channel } from '../protocol/channels';
import { MsgType } from '../protocol/message-types';
import type { Reaction, ReactionError, ReactionFrame } from '../protocol/reactions';
import type { WsClient } from '../realtime/client';
import { getWsClient } from '../realtime/connection';

/** How long a reaction floats (ms), and how many float at once at most (the oldest go first). */
export const FLOAT_MS = 2600;
export const MAX_FLOATING = 24;

/** One reaction on screen: `lane` (0..1) is where across the arena it rises. */
export interface FloatingReaction {
  key: number;
  emoji: string;
  userID: string;
  lane: number;
}

/** Watches `battle:{battleID}` for reactions: `onReaction` for everyone's, `onRefused` for this socket's refusals. */
export function followReactions(
  ws: WsClient,
  battleID: string,
  onReaction: (r: Required<Pick<ReactionFrame, 'emoji' | 'userID'>>) => void,
  onRefused: (error: ReactionError) => void,
): () => void {
  const undo = [
    ws.subscribe(Channel.battle(battleID)),
    ws.on(MsgType.emoji, (p) => {
      if (p.battleID !== battleID) return;
      if (p.error) onRefused(p.error);
      else if (p.userID) onReaction({ emoji: p.emoji, userID: p.userID });
    }),
  ];
  return () => undo.forEach((u) => u());
}

/** The floating reactions of a battle, the last refusal (cleared after a moment) and the sender. */
export function useBattleReactions(battleID: string): {
  floating: FloatingReaction[];
  refused: ReactionError | null;
  send: (emoji: Reaction) => void;
} {
  const [floating, setFloating] = useState<FloatingReaction[]>([]);
  const [refused, setRefused] = useState<ReactionError | null>(null);
  const next = useRef(0);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (fn: () => void, ms: number) => {
      const id = setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
    };
    const stop = followReactions(
      getWsClient(),
      battleID,
      ({ emoji, userID }) => {
        const key = ++next.current;
        // Spread across the arena by the golden ratio: consecutive reactions never stack on one line.
        const lane = (key * 0.618034) % 1;
        setFloating((f) => [...f.slice(-(MAX_FLOATING - 1)), { key, emoji, userID, lane }]);
        later(() => setFloating((f) => f.filter((x) => x.key !== key)), FLOAT_MS);
      },
      (error) => {
        setRefused(error);
        later(() => setRefused((e) => (e === error ? null : e)), FLOAT_MS);
      },
    );
    return () => {
      stop();
      for (const id of timers) clearTimeout(id);
    };
  }, [battleID]);
  const send = useCallback(
    (emoji: Reaction) => void getWsClient().send(MsgType.emoji, { battleID, emoji }),
    [battleID],
  );
  return { floating, refused, send };
}
