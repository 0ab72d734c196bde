/**
 * "Recommended for you": the cases holding the favourite weapons the player named in the onboarding survey, best
 * match first (the server ranks them). Before the survey a signed-in player sees an invitation to it instead;
 * signed out there is nothing, and the catalog below is the same in every case.
 */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile, caseTileOf } from '../../components/CaseTile';
import { Panel } from '../../components/Panel';
import { SectionHeader } from '../../components/SectionHeader';
import { formatPoints } from '../../domain/format';
import { useRecommendedCasesQuery, useSurveyStateQuery } from '../../api/survey';
import { useIntlLocale } from '../../lib/use-locale';
import { useSessionToken } from '../../api/user';
import styles from './HomePage.module.css';
import layout from '../../components/layout.module.css';
import own from './HomeRecommended.module.css';

const SHOWN = 6;

/** The section, or nothing. */
export function HomeRecommended() {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const intl = useIntlLocale();
  const { data } = useRecommendedCasesQuery(undefined, { skip: !signedIn });
  const survey = useSurveyStateQuery(undefined, { skip: !signedIn });
  if (!signedIn) return null;
  if (survey.data && !survey.data.done) {
    return (
      <section className={styles.section}>
        <Panel className={`${layout.bar} ${own.invite}`} testId="home-survey-invite">
          <div>
            <strong>{t('missions.survey.title')}</strong>
            <p>{t('missions.survey.text', { points: formatPoints(survey.data.reward, intl) })}</p>
          </div>
          <ButtonLink to="/survey-welcome" icon="chart" size="sm">
            {t('missions.survey.cta')}
          </ButtonLink>
        </Panel>
      </section>
    );
  }
  if (!data || data.list.length === 0) return null;
  return (
    <section className={styles.section} data-testid="home-recommended">
      <SectionHeader
        large
        title={t('survey.recommended.title')}
        text={t('survey.recommended.text', { weapons: data.weapons.join(', ') })}
      />
      <CaseGrid>
        {data.list.slice(0, SHOWN).map((c) => (
          <CaseTile key={c.id} {...caseTileOf(c)} />
        ))}
      </CaseGrid>
    </section>
  );
}
