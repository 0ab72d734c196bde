/** The onboarding survey: three questions, answered once per account for a points reward. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/Panel';
import { Skeleton } from '../../components/Skeleton';
import { formatPoints } from '../../domain/format';
import { usePageCopy } from '../../lib/page-copy';
import { useSurveyStateQuery } from '../../api/survey';
import { useIntlLocale } from '../../lib/use-locale';
import { useSessionToken } from '../../api/user';
import { SurveyForm } from './SurveyForm';
import styles from './SurveyPage.module.css';
import { SignInPrompt } from '../../components/SignInPrompt';

function Body() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const signedIn = useSessionToken() !== null;
  const { data, isLoading, isError } = useSurveyStateQuery(undefined, { skip: !signedIn });
  const [credited, setCredited] = useState<number | null>(null);
  if (credited !== null) {
    return (
      <Panel large testId="survey-thanks">
        <div className={styles.done} role="status">
          <h2 className={styles.doneTitle}>{t('survey.thanksTitle')}</h2>
          <p>{t('survey.thanksText', { points: formatPoints(credited, intl) })}</p>
          <ButtonLink to="/" icon="home">
            {t('survey.toHome')}
          </ButtonLink>
        </div>
      </Panel>
    );
  }
  if (!signedIn) {
    return (
      <SignInPrompt
        text={t('survey.welcome.signedOut')}
        cta={t('survey.welcome.signIn')}
        testId="survey-signed-out"
      />
    );
  }
  if (isLoading) return <Skeleton height={320} radius={20} />;
  if (isError || !data) return <EmptyState framed icon="alert" role="alert" text={t('survey.failed')} />;
  if (data.done) {
    return (
      <Panel large testId="survey-done">
        <div className={styles.done}>
          <h2 className={styles.doneTitle}>{t('survey.doneTitle')}</h2>
          <p>{t('survey.doneText', { weapons: (data.answers?.weapons ?? []).join(', ') })}</p>
          <ButtonLink to="/" icon="home">
            {t('survey.toHome')}
          </ButtonLink>
        </div>
      </Panel>
    );
  }
  return <SurveyForm weapons={data.weapons} onDone={setCredited} />;
}

/** The player survey. */
export function SurveyPage() {
  const copy = usePageCopy('survey');
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead} eyebrow={copy.eyebrow} icon="chart" />
      <Body />
    </div>
  );
}
