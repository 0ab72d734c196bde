/** A countdown to an end time that ticks each second, writes its units in the active language and calls back at zero. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText, secondsLeft, splitSeconds, spokenUnits } from './countdown';
import styles from './CountdownTimer.module.css';

/** Props of CountdownTimer: `endsAt` in ms since the epoch; `now` is injectable for tests. */
export interface CountdownTimerProps {
  endsAt: number;
  onZero?: () => void;
  now?: () => number;
  className?: string;
  testId?: string;
}

/** '2d 03:04:05', '03:04:05' or '04:05', with the full wording for screen readers. */
export function CountdownTimer({ endsAt, onZero, now = Date.now, className, testId }: CountdownTimerProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(endsAt, now()));
  const fired = useRef(false);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const s = secondsLeft(endsAt, now());
      setLeft(s);
      if (s === 0 && !fired.current) {
        fired.current = true;
        onZeroRef.current?.();
      }
      return s;
    };
    if (tick() === 0) return;
    const id = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [endsAt, now]);

  const r = splitSeconds(left);
  const spoken = spokenUnits(r)
    .map(({ unit, count }) => t(`common.countdown.${unit}`, { count }))
    .join(' ');
  return (
    <time
      className={[styles.timer, className ?? ''].join(' ')}
      dateTime={`PT${r.total}S`}
      aria-label={spoken}
      data-testid={testId}
    >
      {r.days > 0 && <span>{t('common.countdown.daysShort', { n: r.days })} </span>}
      {clockText(r)}
    </time>
  );
}
