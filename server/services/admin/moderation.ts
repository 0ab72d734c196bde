/**
 * Staff actions on a player: notes, holds (place / lift), mutes (place / lift) and revoking play sessions. Each one
 * runs in one unit of work with its audit entry (`players.<verb>`), so a refused action leaves no entry behind.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { unitOfWork } from '../../kernel/unit-of-work';
import { appendAudit, requireReason, type AuditActor } from './audit';
import type { HoldKind } from '../../../src/domain/staff';

async function assertPlayer(trx: Transaction<Database>, userId: string): Promise<void> {
  const u = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!u) throw notFound('player_not_found', 'No such player');
}

/** Adds a note on the player (`players.note.add`). */
export async function addNote(
  db: Db,
  actor: AuditActor,
  userId: string,
  body: string,
  now: number,
): Promise<void> {
  const text = body.trim();
  if (!text) throw conflict('note_empty', 'Write something');
  await unitOfWork(db, async (trx) => {
    await assertPlayer(trx, userId);
    const id = randomUUID();
    await trx
      .insertInto('player_notes')
      .values({ id, user_id: userId, author_id: actor.userId, body: text, created_at: now })
      .execute();
    await appendAudit(
      trx,
      actor,
      {
        action: 'players.note.add',
        targetType: 'user',
        targetId: userId,
        reason: 'note_added',
        after: { id, body: text },
      },
      now,
    );
  });
}

/** Puts a hold of `kind` on the player (`players.hold.place`); 409 already_held if one is in force. */
export async function placeHold(
  db: Db,
  actor: AuditActor,
  userId: string,
  kind: HoldKind,
  reason: string | undefined,
  now: number,
): Promise<void> {
  const why = requireReason(reason);
  await unitOfWork(db, async (trx) => {
    await assertPlayer(trx, userId);
    const open = await trx
      .selectFrom('player_holds')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('lifted_at', 'is', null)
      .executeTakeFirst();
    if (open) throw conflict('already_held', 'A hold of this kind is already in force');
    const id = randomUUID();
    await trx
      .insertInto('player_holds')
      .values({
        id,
        user_id: userId,
        kind,
        reason: why,
        created_by: actor.userId,
        created_at: now,
        lifted_at: null,
        lifted_by: null,
        lift_reason: null,
      })
      .execute();
    await appendAudit(
      trx,
      actor,
      {
        action: 'players.hold.place',
        targetType: 'user',
        targetId: userId,
        reason: why,
        before: { hold: null },
        after: { hold: { id, kind } },
      },
      now,
    );
  });
}

/** Lifts a hold (`players.hold.lift`); 404 hold_not_found, 409 already_lifted. */
export async function liftHold(
  db: Db,
  actor: AuditActor,
  userId: string,
  holdId: string,
  reason: string | undefined,
  now: number,
): Promise<void> {
  const why = requireReason(reason);
  await unitOfWork(db, async (trx) => {
    const hold = await trx
      .selectFrom('player_holds')
      .selectAll()
      .where('id', '=', holdId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!hold) throw notFound('hold_not_found', 'No such hold');
    const res = await trx
      .updateTable('player_holds')
      .set({ lifted_at: now, lifted_by: actor.userId, lift_reason: why })
      .where('id', '=', holdId)
      .where('lifted_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict('already_lifted', 'This hold was lifted already');
    await appendAudit(
      trx,
      actor,
      {
        action: 'players.hold.lift',
        targetType: 'user',
        targetId: userId,
        reason: why,
        before: { hold: { id: holdId, kind: hold.kind } },
        after: { hold: null },
      },
      now,
    );
  });
}

/** Mutes the player for `minutes` (`players.mute.place`). */
export async function placeMute(
  db: Db,
  actor: AuditActor,
  userId: string,
  minutes: number,
  reason: string | undefined,
  now: number,
): Promise<void> {
  const why = requireReason(reason);
  await unitOfWork(db, async (trx) => {
    await assertPlayer(trx, userId);
    const id = randomUUID();
    const until = now + minutes * 60_000;
    await trx
      .insertInto('player_mutes')
      .values({
        id,
        user_id: userId,
        until,
        reason: why,
        created_by: actor.userId,
        created_at: now,
        lifted_at: null,
        lifted_by: null,
      })
      .execute();
    await appendAudit(
      trx,
      actor,
      {
        action: 'players.mute.place',
        targetType: 'user',
        targetId: userId,
        reason: why,
        after: { mute: { id, until } },
      },
      now,
    );
  });
}

/** Lifts a mute before its end (`players.mute.lift`); 404 mute_not_found, 409 already_lifted. */
export async function liftMute(
  db: Db,
  actor: AuditActor,
  userId: string,
  muteId: string,
  reason: string | undefined,
  now: number,
): Promise<void> {
  const why = requireReason(reason);
  await unitOfWork(db, async (trx) => {
    const mute = await trx
      .selectFrom('player_mutes')
      .selectAll()
      .where('id', '=', muteId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!mute) throw notFound('mute_not_found', 'No such mute');
    const res = await trx
      .updateTable('player_mutes')
      .set({ lifted_at: now, lifted_by: actor.userId })
      .where('id', '=', muteId)
      .where('lifted_at', 'is', null)
      .where('until', '>', now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict('already_lifted', 'This mute is over already');
    await appendAudit(
      trx,
      actor,
      {
        action: 'players.mute.lift',
        targetType: 'user',
        targetId: userId,
        reason: why,
        before: { mute: { id: muteId, until: Number(mute.until) } },
        after: { mute: null },
      },
      now,
    );
  });
}

/**
 * Ends one of the player's play sessions, or every live one when `sessionId` is absent (`players.sessions.revoke`);
 * 404 session_not_found when the one named is not the player's or not live.
 */
export async function revokePlayerSessions(
  db: Db,
  actor: AuditActor,
  userId: string,
  sessionId: string | undefined,
  reason: string | undefined,
  now: number,
): Promise<number> {
  const why = requireReason(reason);
  return unitOfWork(db, async (trx) => {
    await assertPlayer(trx, userId);
    let query = trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now);
    if (sessionId) query = query.where('token_hash', '=', sessionId);
    const res = await query.executeTakeFirst();
    const count = Number(res.numUpdatedRows);
    if (sessionId && count !== 1) throw notFound('session_not_found', 'No such live session');
    await appendAudit(
      trx,
      actor,
      {
        action: 'players.sessions.revoke',
        targetType: 'user',
        targetId: userId,
        reason: why,
        after: { revoked: count, session: sessionId ? sessionId.slice(0, 12) : 'all' },
      },
      now,
    );
    return count;
  });
}
