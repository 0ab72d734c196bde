/** The about screen: who we are and what we stand for. */
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { Logo } from '../../components/Logo';
import styles from './AboutPage.module.css';

/** About CaseArena. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('meta.about.title')}
        lead={t('meta.about.description')}
        eyebrow={t('pages.about.eyebrow')}
        icon="heart"
      />
      <section className={styles.story}>
        <div className={styles.mark} aria-hidden="true">
          <Logo compact />
        </div>
        <div>
          <h2>{t('pages.about.storyTitle')}</h2>
          <p>{t('pages.about.story')}</p>
        </div>
      </section>
      <FeatureGrid
        features={t('pages.about.values', { returnObjects: true })}
        icons={['shield', 'users', 'heart']}
      />
    </div>
  );
}
