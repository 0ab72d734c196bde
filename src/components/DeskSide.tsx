/**
 * One side of a two-sided desk (what the player gives | what they get: the upgrader's stake and target, the
 * exchange's give and receive): a tinted panel with a heading line (title, count, an aside such as a total).
 */
import { useId, type ReactNode } from 'react';
import styles from './DeskSide.module.css';

/** Props of DeskSide: `tone` tints the panel (give: warm, take: cool); without a title there is no heading line. */
export interface DeskSideProps {
  tone: 'give' | 'take';
  title?: string;
  /** The translated count beside the title ("2 items"). */
  count?: string;
  aside?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** The side's section, named by its title. */
export function DeskSide({ tone, title, count, aside, className, testId, children }: DeskSideProps) {
  const id = useId();
  return (
    <section
      className={`${styles.side} ${styles[tone]} ${className ?? ''}`}
      aria-labelledby={title ? id : undefined}
      data-testid={testId}
    >
      {title && (
        <div className={styles.head}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {count && <span className={styles.count}>{count}</span>}
          {aside && <span className={styles.aside}>{aside}</span>}
        </div>
      )}
      {children}
    </section>
  );
}
