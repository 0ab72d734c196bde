// Mission titles come from kind and target in every locale, with the right plural form.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/domain/locales';
import { MISSIONS } from '../../../src/domain/missions';
import { missionTitle } from '../../../src/features/missions/mission-title';
import type { MissionView } from '../../../src/protocol/missions';

const dir = path.resolve(import.meta.dirname, '../../../locales');
const i18n = i18next.createInstance();

beforeAll(async () => {
  const resources = Object.fromEntries(
    LOCALE_CODES.map((code) => [
      code,
      { translation: JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as object },
    ]),
  );
  await i18n.init({ lng: 'en', fallbackLng: false, resources, interpolation: { escapeValue: false } });
});

const view = (kind: MissionView['kind'], target: number, caseType?: string): MissionView => ({
  id: 'x',
  period: 'daily',
  kind,
  target,
  progress: 0,
  reward: 1000,
  claimable: false,
  claimedAt: null,
  resetsAt: null,
  caseType,
});

describe('mission titles', () => {
  const title = (lng: string, m: MissionView) => missionTitle(i18n.getFixedT(lng), m, (type) => `<${type}>`);

  it.each([
    ['en', view('open_cases', 1), 'Open 1 case'],
    ['en', view('open_cases', 3), 'Open 3 cases'],
    ['en', view('open_case_type', 1, 'knife'), 'Open 1 case from “<knife>”'],
    ['en', view('play_crazy', 1), 'Play 1 battle in crazy mode'],
    ['en', view('reach_level', 5), 'Reach level 5'],
    ['ru', view('open_cases', 1), 'Откройте 1 кейс'],
    ['ru', view('open_cases', 3), 'Откройте 3 кейса'],
    ['ru', view('open_cases', 25), 'Откройте 25 кейсов'],
    ['pl', view('play_battles', 5), 'Rozegraj 5 bitew skrzynek'],
    ['uk', view('win_battles', 1), 'Виграйте 1 битву кейсів'],
    ['de', view('play_battles', 5), 'Spiele 5 Case-Battles'],
  ])('%s: %o reads %s', (lng, m, expected) => {
    expect(title(lng, m)).toBe(expected);
  });

  it('every offered mission has a title in every locale (no missing key shows through)', () => {
    for (const lng of LOCALE_CODES) {
      for (const d of MISSIONS) {
        const text = title(lng, view(d.kind, d.target, d.caseType));
        expect(text).not.toContain('missions.kinds');
        expect(text).toContain(String(d.target));
      }
    }
  });
});
