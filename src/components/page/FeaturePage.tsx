/** The standard screen body: header, an optional preview block, feature cards and optional steps. */
import type { ReactNode } from 'react';
import type { IconName } from '../Icon';
import { FeatureGrid, type FeatureCopy } from './FeatureGrid';
import { PageHeader } from './PageHeader';
import { StepList } from './StepList';
import surface from '../surface.module.css';
import styles from './FeaturePage.module.css';

/** Props of FeaturePage; all texts arrive translated. */
export interface FeaturePageProps {
  title: string;
  lead: string;
  eyebrow: string;
  icon: IconName;
  features: readonly FeatureCopy[];
  featureIcons: readonly IconName[];
  steps?: readonly FeatureCopy[];
  stepsHeading?: string;
  featuresHeading?: string;
  actions?: ReactNode;
  art?: ReactNode;
  /** A sketch of what the screen will show (tiles, a table, a widget), labelled as such. */
  preview?: ReactNode;
  previewLabel?: string;
}

/** A complete screen for areas whose full feature ships later. */
export function FeaturePage(p: FeaturePageProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title={p.title}
        lead={p.lead}
        eyebrow={p.eyebrow}
        icon={p.icon}
        actions={p.actions}
        art={p.art}
      />
      {p.preview && (
        <section className={`${surface.glow} ${styles.preview}`} aria-label={p.previewLabel}>
          {p.previewLabel && <span className={styles.previewLabel}>{p.previewLabel}</span>}
          {p.preview}
        </section>
      )}
      <FeatureGrid features={p.features} icons={p.featureIcons} heading={p.featuresHeading} />
      {p.steps && <StepList steps={p.steps} heading={p.stepsHeading} />}
    </div>
  );
}
