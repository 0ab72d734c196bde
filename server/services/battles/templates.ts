/** Saved battle setups: a user saves a battle they saw and later creates the same battle again from it. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import type { Q } from '../ledger/ledger';
import type { BattleSpec } from './create';
import { getGame } from './store';
import { caseSummary } from '../catalog/catalog';
import { battleCost } from '../../../src/domain/battle-rules';
import type { BattleTemplateView } from '../../../src/protocol/battle';

/** The most templates the list answers (newest first). */
const MAX_LISTED = 50;

/** The setup of an existing battle (its cases in order, type, players, mode, visibility). */
export async function specOfBattle(q: Q, battleId: string): Promise<BattleSpec> {
  const g = await getGame(q, battleId);
  const cases = await q
    .selectFrom('battle_cases')
    .select(['case_id', 'quantity'])
    .where('battle_id', '=', battleId)
    .orderBy('position')
    .execute();
  return {
    cases: cases.map((c) => ({ caseId: c.case_id, quantity: Number(c.quantity) })),
    type: g.type as BattleSpec['type'],
    players: Number(g.players),
    mode: g.mode as BattleSpec['mode'],
    isPublic: g.is_public === 1,
  };
}

/** Saves the battle's setup for the user (saving the same battle twice returns the same template). */
export async function saveTemplate(db: Db, userId: string, battleId: string, now: number): Promise<string> {
  const spec = await specOfBattle(db.kysely, battleId);
  await db.kysely
    .insertInto('battle_templates')
    .values({
      id: randomUUID(),
      user_id: userId,
      source_battle_id: battleId,
      spec_json: JSON.stringify(spec),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'source_battle_id']).doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('battle_templates')
    .select('id')
    .where('user_id', '=', userId)
    .where('source_battle_id', '=', battleId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes one of the user's templates; 404 when it is not theirs or does not exist. */
export async function deleteTemplate(db: Db, userId: string, templateId: string): Promise<void> {
  const res = await db.kysely
    .deleteFrom('battle_templates')
    .where('id', '=', templateId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw notFound('template_not_found', 'No such template');
}

/** The spec of one of the user's templates; 404 otherwise. */
export async function templateSpec(q: Q, userId: string, templateId: string): Promise<BattleSpec> {
  const row = await q
    .selectFrom('battle_templates')
    .select('spec_json')
    .where('id', '=', templateId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('template_not_found', 'No such template');
  return JSON.parse(row.spec_json) as BattleSpec;
}

/** The user's template for this battle: saved from it, or the one it was created from. */
export async function templateIdFor(
  q: Q,
  userId: string,
  battleId: string,
  createdFrom: string | null,
): Promise<string | null> {
  let query = q.selectFrom('battle_templates').select('id').where('user_id', '=', userId);
  query = query.where((eb) =>
    createdFrom
      ? eb.or([eb('source_battle_id', '=', battleId), eb('id', '=', createdFrom)])
      : eb('source_battle_id', '=', battleId),
  );
  const row = await query.orderBy('created_at').executeTakeFirst();
  return row?.id ?? null;
}

/** The user's saved setups, newest first, with their cases as the catalog shows them today. */
export async function listTemplates(q: Q, userId: string): Promise<BattleTemplateView[]> {
  const rows = await q
    .selectFrom('battle_templates')
    .select(['id', 'spec_json', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(MAX_LISTED)
    .execute();
  const specs = rows.map((r) => JSON.parse(r.spec_json) as BattleSpec);
  const ids = [...new Set(specs.flatMap((s) => s.cases.map((c) => c.caseId)))];
  const cases = ids.length ? await q.selectFrom('cases').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(cases.map((c) => [c.id, c]));
  return rows.map((r, i) => {
    const spec = specs[i];
    const known = spec.cases.flatMap((c) => {
      const row = byId.get(c.caseId);
      return row ? [{ case: caseSummary(row), quantity: c.quantity, active: row.active === 1 }] : [];
    });
    return {
      id: r.id,
      createdAt: Number(r.created_at),
      cases: known.map(({ case: c, quantity }) => ({ case: c, quantity })),
      type: spec.type,
      players: spec.players,
      mode: spec.mode,
      isPublic: spec.isPublic,
      cost: battleCost(known.map((k) => ({ price: k.case.price, quantity: k.quantity }))),
      available: known.length === spec.cases.length && known.every((k) => k.active),
    };
  });
}
