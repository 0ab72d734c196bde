/** The generic error page for any router error that is not a 404. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ErrorView } from './ErrorView';
import styles from './ErrorView.module.css';

/** The generic error view. */
export function GenericErrorView() {
  const { t } = useTranslation();
  return (
    <ErrorView
      testId="error-page"
      art={
        <div className={styles.badge}>
          <Icon name="alert" size={40} />
        </div>
      }
      title={t('errors.genericTitle')}
      text={t('errors.genericText')}
      actions={
        <>
          <Button icon="bolt" onClick={() => window.location.reload()}>
            {t('errors.retry')}
          </Button>
          <ButtonLink to="/" variant="secondary" icon="home">
            {t('errors.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
