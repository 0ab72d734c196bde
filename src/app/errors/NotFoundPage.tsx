/** The page-not-found screen (also shown in place for router 404 errors). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CaseArt } from '../../components/CaseArt';
import styles from './ErrorView.module.css';

/** The /not-found screen. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.view} data-testid="not-found">
      <div className={styles.art}>
        <span className={styles.code}>{t('errors.notFoundCode')}</span>
        <CaseArt rank={2} size={180} />
      </div>
      <h1 className={styles.title} data-testid="page-title">
        {t('meta.notFound.title')}
      </h1>
      <p className={styles.text}>{t('errors.notFoundText')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/" icon="home">
          {t('errors.home')}
        </ButtonLink>
        <ButtonLink to="/battles" variant="secondary" icon="swords">
          {t('errors.battles')}
        </ButtonLink>
      </div>
    </section>
  );
}
