/**
 * Idempotency keys of paid actions (a marketplace purchase, extra giveaway entries, an exchange): one key per
 * intent, kept while the outcome is unknown (a timeout, a dropped connection, a server error) so pressing again
 * retries the same request and is charged once; a definite answer (done, or refused with a reason) ends the intent.
 */
import { useMemo, useRef } from 'react';
import { apiError } from '../api/error';

/** True when a failed call may or may not have happened on the server (the same key must be sent again). */
export function outcomeUnknown(err: unknown): boolean {
  const { status } = apiError(err);
  return typeof status !== 'number' || status >= 500;
}

/** The keys of one control: `keyFor(intent)` (the same key until settled or the intent changes), `settle(err?)`. */
export function useIntentKey() {
  const intent = useRef<{ tag: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(tag: string): string {
        if (intent.current?.tag !== tag) intent.current = { tag, key: crypto.randomUUID() };
        return intent.current.key;
      },
      settle(err?: unknown): void {
        if (err === undefined || !outcomeUnknown(err)) intent.current = null;
      },
    }),
    [],
  );
}
