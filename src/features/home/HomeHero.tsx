/** The landing hero: the promise, two calls to action and a stack of glowing cases. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CaseArt } from '../../components/CaseArt';
import { Eyebrow } from '../../components/Eyebrow';
import styles from './HomeHero.module.css';

/** The hero block of the home page. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div>
        <Eyebrow icon="shield" large>
          {t('home.heroEyebrow')}
        </Eyebrow>
        <h1 className={styles.title} data-testid="page-title">
          {t('home.heroTitle')}
        </h1>
        <p className={styles.text}>{t('home.heroText')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/cases/fun" size="lg" icon="box">
            {t('home.heroPrimary')}
          </ButtonLink>
          <ButtonLink to="/battles" size="lg" variant="secondary" icon="swords">
            {t('home.heroSecondary')}
          </ButtonLink>
        </div>
        <p className={styles.badge}>
          <span>18+</span>
          {t('footer.responsibleTitle')}
        </p>
      </div>
      <div className={styles.art} aria-hidden="true">
        <div className={styles.ring} />
        <div className={`${styles.case} ${styles.back1}`}>
          <CaseArt rank={4} size={170} />
        </div>
        <div className={`${styles.case} ${styles.back2}`}>
          <CaseArt rank={3} size={170} />
        </div>
        <div className={`${styles.case} ${styles.front}`}>
          <CaseArt rank={1} size={260} />
        </div>
        <span className={`${styles.chip} ${styles.chip1}`}>{t('rarity.covert')}</span>
        <span className={`${styles.chip} ${styles.chip2}`}>{t('rarity.contraband')}</span>
        <span className={`${styles.chip} ${styles.chip3}`}>{t('rarity.classified')}</span>
      </div>
    </section>
  );
}
