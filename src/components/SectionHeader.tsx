/** The heading of a block inside a screen: an h2, an optional sentence under it and actions at its end. */
import type { ReactNode } from 'react';
import styles from './SectionHeader.module.css';

/** Props of SectionHeader: `large` is the landing page's section size; `marker` sits before the title (a live dot). */
export interface SectionHeaderProps {
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  marker?: ReactNode;
  large?: boolean;
  className?: string;
}

/** A section heading. */
export function SectionHeader({ title, text, actions, marker, large, className }: SectionHeaderProps) {
  return (
    <div className={[styles.head, large ? styles.large : '', className ?? ''].join(' ')}>
      <div className={styles.copy}>
        <h2 className={styles.title}>
          {marker}
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
