/** A responsive grid of equal cards: as many columns of at least `min` px as fit, one or two on phones. */
import type { CSSProperties, ReactNode } from 'react';
import styles from './AutoGrid.module.css';

/** Props of AutoGrid: `list` renders a bare ul (for lists of cards); `phone` fixes the column count below 640 px. */
export interface AutoGridProps {
  children: ReactNode;
  /** The narrowest a column may get, in px. */
  min: number;
  /** Space between cards: `sm` 12 px, `md` 16 px. */
  gap?: 'sm' | 'md';
  phone?: 1 | 2;
  list?: boolean;
  className?: string;
  testId?: string;
}

/** The grid. */
export function AutoGrid({ children, min, gap = 'sm', phone, list, className, testId }: AutoGridProps) {
  const cls = [styles.grid, styles[gap], phone ? styles[`phone${phone}`] : '', className ?? ''].join(' ');
  const style = { ['--grid-min' as string]: `${min}px` } as CSSProperties;
  return list ? (
    <ul className={`${cls} ${styles.list}`} style={style} data-testid={testId}>
      {children}
    </ul>
  ) : (
    <div className={cls} style={style} data-testid={testId}>
      {children}
    </div>
  );
}
