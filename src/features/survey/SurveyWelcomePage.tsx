/** The survey welcome screen, shown inside the survey layout's card. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import styles from './SurveyWelcomePage.module.css';

/** Welcome to the survey. */
export function SurveyWelcomePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.welcome}>
      <span className={styles.icon}>
        <Icon name="chart" size={32} />
      </span>
      <span className={styles.eyebrow}>{t('pages.surveyWelcome.eyebrow')}</span>
      <h1 className={styles.title} data-testid="page-title">
        {t('meta.surveyWelcome.title')}
      </h1>
      <p className={styles.text}>{t('meta.surveyWelcome.description')}</p>
      <p className={styles.meta}>
        <Icon name="clock" size={14} />
        {t('pages.surveyWelcome.meta')}
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/survey" size="lg" icon="play" block>
          {t('pages.surveyWelcome.start')}
        </ButtonLink>
        <ButtonLink to="/" variant="ghost" block>
          {t('pages.surveyWelcome.later')}
        </ButtonLink>
      </div>
    </div>
  );
}
