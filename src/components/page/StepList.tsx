/** A numbered "how it works" row. */
import type { FeatureCopy } from './FeatureGrid';
import { PageSection } from './PageSection';
import styles from './StepList.module.css';

/** Props of StepList. */
export interface StepListProps {
  steps: readonly FeatureCopy[];
  heading?: string;
}

/** Numbered steps joined by a line. */
export function StepList({ steps, heading }: StepListProps) {
  return (
    <PageSection heading={heading}>
      <ol className={styles.list}>
        {steps.map((s, i) => (
          <li key={s.title} className={styles.step}>
            <span className={`gradient-text ${styles.num}`}>{String(i + 1).padStart(2, '0')}</span>
            <h3 className={styles.title}>{s.title}</h3>
            <p className={styles.text}>{s.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
