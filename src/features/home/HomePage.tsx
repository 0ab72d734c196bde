/** The landing page: hero, live statistics, the real case catalog by type, live battles and the fairness promise. */
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { BattleCard } from '../../components/BattleCard';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { StepList } from '../../components/page/StepList';
import { SectionHeader } from '../../components/SectionHeader';
import { Spinner } from '../../components/Spinner';
import { useGetLiveBattleListQuery } from '../../api/battle';
import { HomeCaseSections } from './HomeCaseSections';
import { HomeHero } from './HomeHero';
import { HomeRecommended } from './HomeRecommended';
import { SiteStats } from './SiteStats';
import surface from '../../components/surface.module.css';
import styles from './HomePage.module.css';

/** The / screen. */
export function HomePage() {
  const { t } = useTranslation();
  // The real lobby over the websocket: open battles first, then running ones (never invented ones).
  const { data: list, isLoading } = useGetLiveBattleListQuery(null);
  const shown = (list ?? [])
    .filter((b) => b.status !== 'finished')
    .sort(
      (a, b) => Number(b.status === 'waiting') - Number(a.status === 'waiting') || b.createdAt - a.createdAt,
    )
    .slice(0, 3);
  return (
    <div className={styles.page}>
      <HomeHero />
      <SiteStats />

      <HomeRecommended />
      <HomeCaseSections />

      <section className={styles.section}>
        <SectionHeader
          large
          marker={<span className={styles.live} />}
          title={t('home.battlesTitle')}
          text={t('home.battlesText')}
          actions={
            <>
              <ButtonLink to="/battles" variant="secondary" size="sm">
                {t('home.battlesAll')}
              </ButtonLink>
              <ButtonLink to="/battles/new" size="sm" icon="plus">
                {t('home.battlesCreate')}
              </ButtonLink>
            </>
          }
        />
        {isLoading ? (
          <EmptyState framed>
            <Spinner />
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState framed testId="home-battles-empty" text={t('battles.empty')} />
        ) : (
          <AutoGrid min={300} gap="md" phone={1} testId="home-battles">
            {shown.map((b) => (
              <BattleCard key={b.id} battle={b} />
            ))}
          </AutoGrid>
        )}
      </section>

      <section className={`${styles.section} ${surface.glow} ${styles.fair}`}>
        <div className={styles.fairCopy}>
          <span className={styles.fairIcon}>
            <Icon name="shield" size={28} />
          </span>
          <h2 className={styles.h2}>{t('home.fairTitle')}</h2>
          <p className={styles.sub}>{t('home.fairText')}</p>
          <ButtonLink to="/provably-fair" variant="secondary" icon="shield">
            {t('home.fairCta')}
          </ButtonLink>
        </div>
        <StepList steps={t('home.fairSteps', { returnObjects: true })} />
      </section>
    </div>
  );
}
