/** A page section with an optional heading, as the feature grid and the step list open. */
import type { ReactNode } from 'react';
import styles from './PageSection.module.css';

/** Props of PageSection. */
export interface PageSectionProps {
  heading?: string;
  children: ReactNode;
}

/** A spaced section under an optional h2. */
export function PageSection({ heading, children }: PageSectionProps) {
  return (
    <section className={styles.section}>
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      {children}
    </section>
  );
}
