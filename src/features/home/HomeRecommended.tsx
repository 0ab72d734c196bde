/**
 * "Recommended for you": the cases holding the favourite weapons the player named in the onboarding survey, best
 * match first (the server ranks them). Signed out, or before the survey, there is nothing to show and the home
 * page stays as it was.
 */
import { useTranslation } from 'react-i18next';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile, caseTileOf } from '../../components/CaseTile';
import { SectionHeader } from '../../components/SectionHeader';
import { useRecommendedCasesQuery } from '../../lib/survey-api';
import { useSessionToken } from '../../lib/user-api';
import styles from './HomePage.module.css';

const SHOWN = 6;

/** The section, or nothing. */
export function HomeRecommended() {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const { data } = useRecommendedCasesQuery(undefined, { skip: !signedIn });
  if (!signedIn || !data || data.list.length === 0) return null;
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
