/**
 * The onboarding survey: one answer per account, stored in `survey_answers` (primary key user_id) and rewarded
 * once through the ledger (`survey:{user}`), in one transaction. The favourite weapons then order the home page's
 * recommended cases.
 */
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../errors';
import { payPointsReward } from '../economy/budget';
import { listCases } from '../catalog/catalog';
import { rankByWeapons, SURVEY_REWARD } from '../../../src/domain/survey';
import type { SurveyAnswers } from '../../../src/protocol/survey';
import type { CaseSummary } from '../../../src/protocol/catalog';
import { isUniqueViolation, unitOfWorkOnce } from '../../kernel/unit-of-work';

/** Weapon names of the active catalog (items of active cases), sorted. */
export async function catalogWeapons(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('items')
    .innerJoin('case_items', 'case_items.item_id', 'items.id')
    .innerJoin('cases', 'cases.id', 'case_items.case_id')
    .select('items.weapon')
    .distinct()
    .where('cases.active', '=', 1)
    .execute();
  return rows.map((r) => r.weapon).sort((a, b) => a.localeCompare(b, 'en'));
}

/** The account's answer, or null when it has not answered. */
export async function surveyAnswers(db: Db, userId: string): Promise<SurveyAnswers | null> {
  const row = await db.kysely
    .selectFrom('survey_answers')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    experience: row.experience as SurveyAnswers['experience'],
    playStyle: row.play_style as SurveyAnswers['playStyle'],
    weapons: JSON.parse(row.weapons_json) as string[],
  };
}

/**
 * Stores the answer and credits SURVEY_REWARD once. The route's schema checks the shape; here every weapon must be
 * one of the catalog's (400 unknown_weapon). A second answer is 409 survey_done and changes nothing.
 */
export async function answerSurvey(
  db: Db,
  userId: string,
  answers: SurveyAnswers,
  now: number,
): Promise<{ credited: number; answers: SurveyAnswers }> {
  const known = new Set(await catalogWeapons(db));
  const weapons = [...new Set(answers.weapons)];
  const unknown = weapons.find((w) => !known.has(w));
  if (unknown !== undefined) throw badRequest('unknown_weapon', 'Pick weapons from the list');
  const stored: SurveyAnswers = { experience: answers.experience, playStyle: answers.playStyle, weapons };
  try {
    await unitOfWorkOnce(db, async (trx) => {
      // Within the welcome allowance for a new account; 409 reward_budget if other rewards used it up.
      const { applied, txId } = await payPointsReward(
        trx,
        { key: `survey:${userId}`, kind: 'survey_reward', userId, amount: SURVEY_REWARD, now },
        'refuse',
      );
      if (!applied) throw conflict('survey_done', 'You have answered the survey already');
      await trx
        .insertInto('survey_answers')
        .values({
          user_id: userId,
          experience: stored.experience,
          play_style: stored.playStyle,
          weapons_json: JSON.stringify(weapons),
          tx_id: txId!,
          created_at: now,
        })
        .execute();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('survey_done', 'You have answered the survey already');
    throw err;
  }
  return { credited: SURVEY_REWARD, answers: stored };
}

/** Cases containing the player's favourite weapons, best match first; empty when signed out or not answered. */
export async function recommendedCases(
  db: Db,
  userId: string | null,
): Promise<{ list: CaseSummary[]; weapons: string[] }> {
  const answers = userId ? await surveyAnswers(db, userId) : null;
  if (!answers || answers.weapons.length === 0) return { list: [], weapons: [] };
  const cases = await listCases(db);
  const rows = await db.kysely
    .selectFrom('case_items')
    .innerJoin('items', 'items.id', 'case_items.item_id')
    .select(['case_items.case_id', 'items.weapon', 'case_items.tickets'])
    .where('items.weapon', 'in', answers.weapons)
    .execute();
  const byCase = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const m = byCase.get(r.case_id) ?? new Map<string, number>();
    m.set(r.weapon, (m.get(r.weapon) ?? 0) + Number(r.tickets));
    byCase.set(r.case_id, m);
  }
  return { list: rankByWeapons(cases, byCase, answers.weapons), weapons: answers.weapons };
}
