/**
 * Counts what a player really did inside a mission window, from the tables the games write: case_openings (one
 * row per case opened), battle_slots of battles that finished and were not cancelled (played; `is_winner` = won;
 * mode 'crazy'), upgrades, and users.level.
 */
import type { Q } from '../ledger/ledger';
import { missionWindow, type MissionDef } from '../../../src/domain/missions';

/** The count a mission's progress is made of. */
export async function missionCount(q: Q, userId: string, def: MissionDef, now: number): Promise<number> {
  const { start, end } = missionWindow(def.period, now);
  const upTo = end ?? Number.MAX_SAFE_INTEGER;
  switch (def.kind) {
    case 'open_cases':
    case 'open_case_type': {
      let sel = q
        .selectFrom('case_openings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('case_openings.user_id', '=', userId)
        .where('case_openings.created_at', '>=', start)
        .where('case_openings.created_at', '<', upTo);
      if (def.kind === 'open_case_type') {
        sel = sel
          .innerJoin('cases', 'cases.id', 'case_openings.case_id')
          .where('cases.type', '=', def.caseType ?? '');
      }
      const row = await sel.executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    case 'play_battles':
    case 'win_battles':
    case 'play_crazy': {
      let sel = q
        .selectFrom('battle_slots')
        .innerJoin('battle_games', 'battle_games.id', 'battle_slots.battle_id')
        .innerJoin('battles', 'battles.id', 'battle_slots.battle_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('battle_slots.user_id', '=', userId)
        .where('battles.status', '=', 'finished')
        .where('battle_games.cancelled', '=', 0)
        .where('battle_games.finished_at', '>=', start)
        .where('battle_games.finished_at', '<', upTo);
      if (def.kind === 'win_battles') sel = sel.where('battle_slots.is_winner', '=', 1);
      if (def.kind === 'play_crazy') sel = sel.where('battle_games.mode', '=', 'crazy');
      const row = await sel.executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    case 'use_upgrader': {
      const row = await q
        .selectFrom('upgrades')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', start)
        .where('created_at', '<', upTo)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    case 'reach_level': {
      const row = await q.selectFrom('users').select('level').where('id', '=', userId).executeTakeFirst();
      return Number(row?.level ?? 0);
    }
  }
}
