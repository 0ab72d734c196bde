/** The page-not-found screen (also shown in place for router 404 errors). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CaseArt } from '../../components/CaseArt';
import { ErrorView } from './ErrorView';
import styles from './ErrorView.module.css';

/** The /not-found screen. */
export function NotFoundPage() {
  const { t } = useTranslation();
  // A faint 404 behind a case.
  const art = (
    <div className={styles.art}>
      <span className={styles.code}>{t('errors.notFoundCode')}</span>
      <CaseArt rank={2} size={180} />
    </div>
  );
  return (
    <ErrorView
      testId="not-found"
      art={art}
      title={t('meta.notFound.title')}
      text={t('errors.notFoundText')}
      actions={
        <>
          <ButtonLink to="/" icon="home">
            {t('errors.home')}
          </ButtonLink>
          <ButtonLink to="/battles" variant="secondary" icon="swords">
            {t('errors.battles')}
          </ButtonLink>
        </>
      }
    />
  );
}
