/** Cards presenting what a screen offers: an icon, a title and one line each. */
import { Card } from '../Card';
import { Icon, type IconName } from '../Icon';
import styles from './FeatureGrid.module.css';
import { PageSection } from './PageSection';

/** One feature: translated title and text. */
export interface FeatureCopy {
  title: string;
  text: string;
}

/** Props of FeatureGrid: icons pair with features by index. */
export interface FeatureGridProps {
  features: readonly FeatureCopy[];
  icons: readonly IconName[];
  heading?: string;
}

/** A responsive grid of feature cards. */
export function FeatureGrid({ features, icons, heading }: FeatureGridProps) {
  return (
    <PageSection heading={heading}>
      <div className={styles.grid}>
        {features.map((f, i) => (
          <Card key={f.title} interactive className={styles.card}>
            <span className={styles.icon}>
              <Icon name={icons[i % icons.length] ?? 'star'} size={22} />
            </span>
            <h3 className={styles.title}>{f.title}</h3>
            <p className={styles.text}>{f.text}</p>
          </Card>
        ))}
      </div>
    </PageSection>
  );
}
