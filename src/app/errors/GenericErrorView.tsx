/** The generic error page for any router error that is not a 404. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import styles from './ErrorView.module.css';

/** The generic error view. */
export function GenericErrorView() {
  const { t } = useTranslation();
  return (
    <section className={styles.view} data-testid="error-page">
      <div className={styles.badge}>
        <Icon name="alert" size={40} />
      </div>
      <h1 className={styles.title} data-testid="page-title">
        {t('errors.genericTitle')}
      </h1>
      <p className={styles.text}>{t('errors.genericText')}</p>
      <div className={styles.actions}>
        <Button icon="bolt" onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </Button>
        <ButtonLink to="/" variant="secondary" icon="home">
          {t('errors.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
