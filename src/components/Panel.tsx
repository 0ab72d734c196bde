/** A flat surface block that groups related content (a sidebar box, a picker, a summary, a row of figures). */
import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** Props of Panel: `large` rounds it more; `compact` pads it less vertically; `as` picks the element. */
export interface PanelProps {
  children: ReactNode;
  as?: 'div' | 'section' | 'aside';
  large?: boolean;
  compact?: boolean;
  className?: string;
  testId?: string;
}

/** A surface panel. */
export function Panel({ children, as: Tag = 'div', large, compact, className, testId }: PanelProps) {
  const cls = [styles.panel, large ? styles.large : '', compact ? styles.compact : '', className ?? ''].join(
    ' ',
  );
  return (
    <Tag className={cls} data-testid={testId}>
      {children}
    </Tag>
  );
}
