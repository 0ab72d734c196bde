/** The about screen: who we are and what we stand for. */
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { Logo } from '../../components/Logo';
import { usePageCopy } from '../../lib/page-copy';
import styles from './AboutPage.module.css';

/** About CaseArena. */
export function AboutPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('about');
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="heart" />
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
