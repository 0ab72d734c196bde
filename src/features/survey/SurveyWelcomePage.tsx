/** The survey welcome screen, shown inside the survey layout's card: what the survey is, its reward, and the way in. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatPoints } from '../../domain/format';
import { SURVEY_REWARD } from '../../domain/survey';
import { requestSignIn } from '../../lib/sign-in-request';
import { useSurveyStateQuery } from '../../api/survey';
import { useIntlLocale } from '../../lib/use-locale';
import { useSessionToken } from '../../api/user';
import styles from './SurveyWelcomePage.module.css';

/** Welcome to the survey. */
export function SurveyWelcomePage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const signedIn = useSessionToken() !== null;
  const { data } = useSurveyStateQuery(undefined, { skip: !signedIn });
  const points = formatPoints(data?.reward ?? SURVEY_REWARD, intl);
  return (
    <div className={styles.welcome}>
      <span className={styles.icon}>
        <Icon name="chart" size={32} />
      </span>
      <span className={styles.eyebrow}>{t('pages.surveyWelcome.eyebrow')}</span>
      <h1 className={styles.title} data-testid="page-title">
        {t('meta.surveyWelcome.title')}
      </h1>
      <p className={styles.text}>
        {data?.done ? t('survey.doneTitle') : t('survey.welcome.text', { points })}
      </p>
      <p className={styles.meta}>
        <Icon name="clock" size={14} />
        {t('survey.welcome.meta')}
      </p>
      <div className={styles.actions}>
        {!signedIn ? (
          <>
            <p className={styles.text}>{t('survey.welcome.signedOut')}</p>
            <Button size="lg" icon="user" block onClick={() => requestSignIn()} data-testid="survey-sign-in">
              {t('survey.welcome.signIn')}
            </Button>
          </>
        ) : data?.done ? (
          <ButtonLink to="/" size="lg" icon="home" block>
            {t('survey.toHome')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/survey" size="lg" icon="play" block>
            {t('survey.welcome.start')}
          </ButtonLink>
        )}
        <ButtonLink to="/" variant="ghost" block>
          {t('survey.welcome.later')}
        </ButtonLink>
      </div>
    </div>
  );
}
