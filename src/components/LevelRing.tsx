/**
 * A player's level as a small ring: the number in the middle and, when the XP is known (the signed-in player's
 * own GET /user/me), an arc for the way from this level's start to the next one. Other players' cards carry only
 * `{lv}`: the ring is then the number on an empty track.
 */
import { useTranslation } from 'react-i18next';
import { levelFraction } from '../domain/levels';
import { useIntlLocale } from '../lib/use-locale';
import type { UserLevel } from '../protocol/user';
import styles from './LevelRing.module.css';

/** Props of LevelRing: `level` is `{lv}` or the full progress; `size` in CSS pixels. */
export interface LevelRingProps {
  level: { lv: number } | UserLevel;
  size?: number;
  className?: string;
  testId?: string;
}

const STROKE = 3;

/** The arc of a fraction (0..1) on a circle of radius `r`: the dash length and the circumference. */
export function ringArc(fraction: number, r: number): { dash: number; circumference: number } {
  const circumference = 2 * Math.PI * r;
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return { dash: f * circumference, circumference };
}

/** The full progress when `level` carries it, else null. */
function progressOf(level: LevelRingProps['level']): UserLevel | null {
  return 'xp' in level && typeof level.xp === 'number' ? level : null;
}

/** The level ring. */
export function LevelRing({ level, size = 32, className, testId }: LevelRingProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const p = progressOf(level);
  const fraction = p ? levelFraction(p) : 0;
  const r = (size - STROKE) / 2;
  const { dash, circumference } = ringArc(fraction, r);
  const n = (v: number) => v.toLocaleString(intl);
  const label = !p
    ? t('levels.ring', { level: level.lv })
    : p.nextLevelXp === null
      ? t('levels.ringTop', { level: p.lv, xp: n(p.xp) })
      : t('levels.ringProgress', { level: p.lv, xp: n(p.xp), next: n(p.nextLevelXp) });
  return (
    <span
      className={[styles.ring, className ?? ''].filter(Boolean).join(' ')}
      style={{ width: size, height: size, fontSize: Math.max(9, Math.round(size * 0.36)) }}
      role="img"
      aria-label={label}
      title={label}
      data-testid={testId}
      data-level={level.lv}
      data-progress={p ? Math.round(fraction * 100) : undefined}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className={styles.track} cx={size / 2} cy={size / 2} r={r} strokeWidth={STROKE} />
        {p && dash > 0 && (
          <circle
            className={styles.arc}
            cx={size / 2}
            cy={size / 2}
            r={r}
            strokeWidth={STROKE}
            strokeDasharray={`${dash} ${circumference}`}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        )}
      </svg>
      <span className={styles.value}>{level.lv}</span>
    </span>
  );
}
