/** The translated title of a mission, from its kind and target (and case type). */
import type { TFunction } from 'i18next';
import type { MissionView } from '../../protocol/missions';

/** "Open 3 cases", "Reach level 5"...; `typeTitle` names a case type for `open_case_type`. */
export function missionTitle(t: TFunction, m: MissionView, typeTitle: (type: string) => string): string {
  const count = m.target;
  switch (m.kind) {
    case 'open_cases':
      return t('missions.kinds.openCases', { count });
    case 'open_case_type':
      return t('missions.kinds.openCaseType', { count, type: typeTitle(m.caseType ?? '') });
    case 'play_battles':
      return t('missions.kinds.playBattles', { count });
    case 'win_battles':
      return t('missions.kinds.winBattles', { count });
    case 'play_crazy':
      return t('missions.kinds.playCrazy', { count });
    case 'use_upgrader':
      return t('missions.kinds.useUpgrader', { count });
    case 'reach_level':
      return t('missions.kinds.reachLevel', { level: count });
  }
}
