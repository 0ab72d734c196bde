/** A screen body with a main column and a fixed-width side column, stacked into one column on narrower screens. */
import type { CSSProperties, ReactNode } from 'react';
import styles from './SplitLayout.module.css';

/** Props of SplitLayout: `side` is the side column's width in px; below `stackAt` px wide the columns stack. */
export interface SplitLayoutProps {
  children: ReactNode;
  side: number;
  stackAt: 960 | 1100;
  className?: string;
}

/** Main content first, then the side column. */
export function SplitLayout({ children, side, stackAt, className }: SplitLayoutProps) {
  const style = { ['--side' as string]: `${side}px` } as CSSProperties;
  return (
    <div className={[styles.split, styles[`at${stackAt}`], className ?? ''].join(' ')} style={style}>
      {children}
    </div>
  );
}
