/** The landing hero: the promise, two calls to action and a stack of the catalog's three priciest cases. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CaseArt, type RarityRank } from '../../components/CaseArt';
import { Eyebrow } from '../../components/Eyebrow';
import { useCaseListQuery } from '../cases';
import styles from './HomeHero.module.css';

/** One case of the stack: its own picture once the catalog is here (a plain chest until then). */
function HeroCase({ image, rank, size }: { image?: string; rank: RarityRank; size: number }) {
  return image ? (
    <img src={image} alt="" width={size} height={size} decoding="async" />
  ) : (
    <CaseArt rank={rank} size={size} />
  );
}

/** The hero block of the home page. */
export function HomeHero() {
  const { t } = useTranslation();
  const { data } = useCaseListQuery();
  // The three priciest: the front one the dearest.
  const [front, back1, back2] = [...(data ?? [])].sort((a, b) => b.price - a.price).map((c) => c.image);
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
          <HeroCase image={back1} rank={4} size={190} />
        </div>
        <div className={`${styles.case} ${styles.back2}`}>
          <HeroCase image={back2} rank={3} size={190} />
        </div>
        <div className={`${styles.case} ${styles.front}`}>
          <HeroCase image={front} rank={1} size={280} />
        </div>
        <span className={`${styles.chip} ${styles.chip1}`}>{t('rarity.covert')}</span>
        <span className={`${styles.chip} ${styles.chip2}`}>{t('rarity.rareSpecial')}</span>
        <span className={`${styles.chip} ${styles.chip3}`}>{t('rarity.classified')}</span>
      </div>
    </section>
  );
}
