/** Countdowns on the server's clock: answers carry the server's `now`, so a wrong browser clock cannot skew them. */
import { useCallback } from 'react';

/**
 * A clock reading the server's time: the browser's clock moved by how far the server's `now` was from it when the
 * answer arrived (`receivedAt`, the browser's ms). Without an answer yet it is the browser's clock.
 */
export function useServerClock(serverNow: number | undefined, receivedAt: number | undefined): () => number {
  const offset = serverNow !== undefined && receivedAt !== undefined ? serverNow - receivedAt : 0;
  return useCallback(() => Date.now() + offset, [offset]);
}
