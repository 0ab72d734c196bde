/** The /profile/:id screen (profile layout). */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { Skeleton } from '../../components/Spinner';
import styles from './ProfilePage.module.css';

/** A player's profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  const features = t('pages.profile.features', { returnObjects: true });
  return (
    <FeaturePage
      title={t('meta.profile.title')}
      lead={t('meta.profile.description')}
      eyebrow={t('pages.profile.eyebrow')}
      icon="user"
      features={features}
      featureIcons={['star', 'swords', 'upgrade']}
      previewLabel={t('common.preview')}
      preview={
        <div className={styles.stats}>
          {features.map((f) => (
            <div key={f.title} className={styles.stat}>
              <span>{f.title}</span>
              <Skeleton width="60%" height={24} />
            </div>
          ))}
        </div>
      }
    />
  );
}
