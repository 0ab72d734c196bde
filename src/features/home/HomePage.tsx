/** The landing page: hero, live statistics, the real case catalog by type, live battles and the fairness promise. */
import { useTranslation } from 'react-i18next';
import { BattleCard } from '../../components/BattleCard';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { StepList } from '../../components/page/StepList';
import { formatMoney } from '../../domain/format';
import { SAMPLE_BATTLES } from '../../lib/samples';
import { useIntlLocale } from '../../lib/use-locale';
import { HomeCaseSections } from './HomeCaseSections';
import { HomeHero } from './HomeHero';
import { SiteStats } from './SiteStats';
import styles from './HomePage.module.css';

/** The / screen. */
export function HomePage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  return (
    <div className={styles.page}>
      <HomeHero />
      <SiteStats />

      <HomeCaseSections />

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <div>
            <h2 className={styles.h2}>
              <span className={styles.live} />
              {t('home.battlesTitle')}
            </h2>
            <p className={styles.sub}>{t('home.battlesText')}</p>
          </div>
          <div className={styles.headActions}>
            <ButtonLink to="/battles" variant="secondary" size="sm">
              {t('home.battlesAll')}
            </ButtonLink>
            <ButtonLink to="/battles/new" size="sm" icon="plus">
              {t('home.battlesCreate')}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.battles}>
          {SAMPLE_BATTLES.slice(0, 3).map((b) => (
            <BattleCard
              key={b.id}
              mode={b.mode}
              cases={b.cases}
              seats={b.seats}
              filled={b.filled}
              cost={formatMoney(b.costCents, intl)}
            />
          ))}
        </div>
      </section>

      <section className={`${styles.section} ${styles.fair}`}>
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
