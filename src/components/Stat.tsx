/** A figure with its label (lobby counters, battle cost, profile stats), alone or in a StatGroup. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './Stat.module.css';

/** Look of a stat: `plain` sits in a row, `box` is a small tile, `card` a large tile with an icon. */
export type StatVariant = 'plain' | 'box' | 'card';

/** Props of Stat: `value` may be a node (a skeleton while loading). */
export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  icon?: IconName;
  variant?: StatVariant;
  className?: string;
  testId?: string;
  valueTestId?: string;
}

/** One label over one value. */
export function Stat({ label, value, icon, variant = 'plain', className, testId, valueTestId }: StatProps) {
  return (
    <div className={[styles.stat, styles[variant], className ?? ''].join(' ')} data-testid={testId}>
      <span className={styles.label}>
        {icon && <Icon name={icon} size={14} />}
        {label}
      </span>
      <strong className={styles.value} data-testid={valueTestId}>
        {value}
      </strong>
    </div>
  );
}

/** Props of StatGroup: `min` is the narrowest a column may get before the row wraps (px). */
export interface StatGroupProps {
  children: ReactNode;
  /** Fixed column count on wide screens (2 on phones); without it columns fit `min`. */
  columns?: number;
  min?: number;
  className?: string;
  testId?: string;
}

/** A responsive row of stats. */
export function StatGroup({ children, columns, min = 160, className, testId }: StatGroupProps) {
  const style = columns
    ? { ['--stat-cols' as string]: `repeat(${columns}, minmax(0, 1fr))` }
    : { ['--stat-cols' as string]: `repeat(auto-fit, minmax(${min}px, 1fr))` };
  return (
    <div
      className={[styles.group, columns ? styles.fixed : '', className ?? ''].join(' ')}
      style={style}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
