/** The reason staff give for a destructive action: required, trimmed, at most 500 characters. */
import { badRequest } from '../../errors';

/** The trimmed reason; 400 reason_required when blank. */
export function requireReason(reason: string | undefined): string {
  const r = (reason ?? '').trim();
  if (r.length === 0) throw badRequest('reason_required', 'Give a reason for this action');
  if (r.length > 500) throw badRequest('reason_too_long', 'A reason is at most 500 characters');
  return r;
}

/** An optional reason, trimmed ('' when none). */
export const optionalReason = (reason: string | undefined): string => (reason ?? '').trim().slice(0, 500);
