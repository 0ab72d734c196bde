/**
 * The free daily cases, one per level band (src/domain/daily.ts DAILY_LEVELS), each worth more than the one
 * before (tickets out of 100000; 'rest' fills the remainder). They are opened free once a day, never bought.
 */
import type { CaseDef } from './skin-types';

const daily = (level: number, theme: string, entries: CaseDef['entries']): CaseDef => ({
  id: `daily-level-${level}`,
  title: `Daily Level ${level}`,
  type: 'daily',
  theme,
  entries,
});

/** Daily cases, level 1 to level 100. */
export const DAILY_CASES: readonly CaseDef[] = [
  daily(1, '#00bfff', [
    ['usp-s-caiman-ft', 200],
    ['desert-eagle-mudder-ft', 2000],
    ['glock-18-off-world-ft', 8000],
    ['xm1014-blue-steel-ft', 20000],
    ['p250-sand-dune-ft', 'rest'],
  ]),
  daily(10, '#1e90ff', [
    ['ak-47-phantom-disruptor-ft', 300],
    ['desert-eagle-directive-ft', 2000],
    ['usp-s-blueprint-ft', 8000],
    ['glock-18-off-world-ft', 20000],
    ['p90-storm-ft', 'rest'],
  ]),
  daily(20, '#4169e1', [
    ['m4a4-dragon-king-ft', 400],
    ['ak-47-elite-build-ft', 3000],
    ['p250-cartel-ft', 10000],
    ['usp-s-forest-leaves-ft', 25000],
    ['glock-18-groundwater-ft', 'rest'],
  ]),
  daily(30, '#6a5acd', [
    ['awp-fever-dream-ft', 500],
    ['m4a1-s-guardian-ft', 2500],
    ['awp-worm-god-ft', 10000],
    ['awp-safari-mesh-ft', 25000],
    ['tec-9-sandstorm-ft', 'rest'],
  ]),
  daily(40, '#8a2be2', [
    ['ak-47-redline-ft', 500],
    ['m4a4-desolate-space-ft', 2500],
    ['awp-atheris-ft', 10000],
    ['m4a4-magnesium-ft', 25000],
    ['usp-s-forest-leaves-ft', 'rest'],
  ]),
  daily(50, '#9932cc', [
    ['awp-redline-ft', 600],
    ['ak-47-point-disarray-ft', 3000],
    ['m4a4-griffin-ft', 12000],
    ['ak-47-safari-mesh-ft', 30000],
    ['desert-eagle-mudder-ft', 'rest'],
  ]),
  daily(60, '#c71585', [
    ['ak-47-asiimov-ft', 500],
    ['m4a1-s-golden-coil-ft', 3000],
    ['m4a4-hellfire-ft', 10000],
    ['xm1014-tranquility-ft', 30000],
    ['usp-s-blueprint-ft', 'rest'],
  ]),
  daily(70, '#dc143c', [
    ['awp-asiimov-ft', 500],
    ['desert-eagle-printstream-ft', 3000],
    ['usp-s-orion-ft', 10000],
    ['p250-muertos-ft', 30000],
    ['m4a1-s-boreal-forest-ft', 'rest'],
  ]),
  daily(80, '#ff4500', [
    ['m4a1-s-printstream-ft', 500],
    ['ak-47-nightwish-ft', 3000],
    ['awp-electric-hive-ft', 10000],
    ['ak-47-slate-ft', 30000],
    ['m4a4-magnesium-ft', 'rest'],
  ]),
  daily(90, '#ff8c00', [
    ['ak-47-vulcan-ft', 300],
    ['awp-asiimov-ft', 2000],
    ['ak-47-head-shot-ft', 8000],
    ['glock-18-bullet-queen-ft', 30000],
    ['ak-47-elite-build-ft', 'rest'],
  ]),
  daily(100, '#ffd700', [
    ['karambit-doppler-fn', 200],
    ['bayonet-lore-ft', 600],
    ['awp-containment-breach-ft', 6000],
    ['m4a4-temukau-ft', 25000],
    ['m4a1-s-guardian-ft', 'rest'],
  ]),
];
