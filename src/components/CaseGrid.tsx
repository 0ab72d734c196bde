/** A responsive grid of case tiles. */
import type { ReactNode } from 'react';
import styles from './CaseGrid.module.css';

/** Lays out CaseTile children in responsive columns. */
export function CaseGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
