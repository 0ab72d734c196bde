/**
 * A player's own cases (issue 9): the cases they pinned (SPEC `pinCases`), and from their real openings
 * (case_openings) the most opened and the recently opened ones, for /my-cases.
 */
import type { CaseSummary } from '../../../src/protocol/catalog';
import type { MyCasesAnswer, OpenedCaseStat } from '../../../src/protocol/daily';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { getCase } from '../catalog/catalog';

/** Most cases one player may pin. */
export const MAX_PINS = 48;
/** Most rows in each list of /my-cases. */
export const MY_CASES_LIMIT = 12;

/** The ids of the player's pinned cases that are still offered, newest pin first. */
export async function pinnedCaseIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('user_pins')
    .innerJoin('cases', 'cases.id', 'user_pins.case_id')
    .select('user_pins.case_id')
    .where('user_pins.user_id', '=', userId)
    .where('cases.active', '=', 1)
    .orderBy('user_pins.created_at', 'desc')
    .orderBy('user_pins.case_id')
    .execute();
  return rows.map((r) => r.case_id);
}

/** Pins or unpins a case (both idempotent); 404 case_not_found, 409 too_many_pins. Answers the pinned ids. */
export async function setPin(
  db: Db,
  userId: string,
  caseId: string,
  pinned: boolean,
  now: number,
): Promise<string[]> {
  const c = await getCase(db, caseId);
  if (!c) throw notFound('case_not_found', 'No such case');
  if (!pinned) {
    await db.kysely
      .deleteFrom('user_pins')
      .where('user_id', '=', userId)
      .where('case_id', '=', c.case.id)
      .execute();
    return pinnedCaseIds(db, userId);
  }
  const count = await db.kysely
    .selectFrom('user_pins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= MAX_PINS) {
    const already = await db.kysely
      .selectFrom('user_pins')
      .select('case_id')
      .where('user_id', '=', userId)
      .where('case_id', '=', c.case.id)
      .executeTakeFirst();
    if (!already) throw conflict('too_many_pins', `You can pin up to ${MAX_PINS} cases`);
  }
  await db.kysely
    .insertInto('user_pins')
    .values({ user_id: userId, case_id: c.case.id, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'case_id']).doNothing())
    .execute();
  return pinnedCaseIds(db, userId);
}

/** Summaries of offered cases, in the given order (cases no longer offered are left out). */
async function summaries<T extends { case_id: string }>(
  db: Db,
  rows: readonly T[],
): Promise<{ row: T; c: CaseSummary }[]> {
  const out: { row: T; c: CaseSummary }[] = [];
  for (const row of rows) {
    const found = await getCase(db, row.case_id);
    if (found) out.push({ row, c: found.case });
  }
  return out;
}

/** GET /user/my-cases: pinned, most opened and recently opened cases, from the player's real openings. */
export async function myCases(db: Db, userId: string): Promise<MyCasesAnswer> {
  const stats = (order: 'count' | 'recent') =>
    db.kysely
      .selectFrom('case_openings')
      .select((eb) => ['case_id', eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
      .where('user_id', '=', userId)
      .groupBy('case_id')
      .orderBy(order === 'count' ? 'n' : 'last', 'desc')
      .orderBy(order === 'count' ? 'last' : 'n', 'desc')
      .orderBy('case_id')
      .limit(MY_CASES_LIMIT)
      .execute();
  const [most, recent] = await Promise.all([stats('count'), stats('recent')]);
  const view = (list: Awaited<ReturnType<typeof summaries<(typeof most)[number]>>>): OpenedCaseStat[] =>
    list.map(({ row, c }) => ({ case: c, count: Number(row.n), lastOpenedAt: Number(row.last) }));
  const pinned = await summaries(
    db,
    (await pinnedCaseIds(db, userId)).map((case_id) => ({ case_id })),
  );
  return {
    pinned: pinned.map((p) => p.c),
    mostOpened: view(await summaries(db, most)),
    recent: view(await summaries(db, recent)),
  };
}
