/**
 * Who may see a battle (issue 26, "private means private"). A public battle: everyone. A private one: its creator,
 * its seated players and whoever holds its invite token; to anyone else it does not exist (404 `battle_not_found`,
 * the answer for a missing id, so ids cannot be probed). Detail, viewers, watching, joining and the websocket
 * channel all ask here.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { notFound } from '../../errors';
import type { Q } from '../ledger/ledger';
import { findGame, type GameRow } from './store';

/** A fresh invite token: 16 random bytes (128 bits), base64url (22 characters). */
export const newInviteToken = (): string => randomBytes(16).toString('base64url');

/** True when `given` is the battle's invite token (compared in constant time). */
export function inviteMatches(token: string | null, given: string | null | undefined): boolean {
  if (!token || !given) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The answer for a battle the caller may not see: the same as for one that does not exist. */
export const battleNotFound = () => notFound('battle_not_found', 'No such battle');

/** True when `viewerId` sits in the battle (or created it). */
async function isSeated(q: Q, g: Pick<GameRow, 'id' | 'user_id'>, viewerId: string): Promise<boolean> {
  if (g.user_id === viewerId) return true;
  const seat = await q
    .selectFrom('battle_slots')
    .select('slot')
    .where('battle_id', '=', g.id)
    .where('user_id', '=', viewerId)
    .executeTakeFirst();
  return seat !== undefined;
}

/** True when the caller may see the battle `g`: public, seated, or holding its invite. */
export async function maySee(
  q: Q,
  g: Pick<GameRow, 'id' | 'user_id' | 'is_public' | 'invite_token'>,
  viewerId: string | null,
  invite: string | null | undefined,
): Promise<boolean> {
  if (Number(g.is_public) === 1) return true;
  if (inviteMatches(g.invite_token, invite)) return true;
  return viewerId !== null && isSeated(q, g, viewerId);
}

/** Loads the battle the caller may see, or answers 404 as for a missing one. */
export async function getVisibleGame(
  q: Q,
  battleId: string,
  viewerId: string | null,
  invite: string | null | undefined,
): Promise<GameRow> {
  const g = await findGame(q, battleId);
  if (!g || !(await maySee(q, g, viewerId, invite))) throw battleNotFound();
  return g;
}
