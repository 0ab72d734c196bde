/** The home page's case sections: the real catalog grouped by type, each linking to its collection. */
import { useTranslation } from 'react-i18next';
import { CaseGrid } from '../../components/CaseGrid';
import { CaseTile, caseTileOf } from '../../components/CaseTile';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { KNOWN_TYPES, typePath, useCaseListQuery, useTypeTitle, type CaseSummary } from '../cases';
import { groupByType } from './group-cases';
import styles from './HomePage.module.css';

const PER_SECTION = 6;

function Section({ type, cases, first }: { type: string; cases: CaseSummary[]; first: boolean }) {
  const { t } = useTranslation();
  const title = useTypeTitle(type);
  const known = (KNOWN_TYPES as readonly string[]).includes(type);
  return (
    <section
      className={styles.section}
      id={first ? 'cases' : undefined}
      data-testid="home-case-section"
      data-type={type}
    >
      <SectionHeader
        large
        title={title}
        text={known ? t(`home.caseTypes.${type as (typeof KNOWN_TYPES)[number]}`) : undefined}
        actions={
          <LocaleLink to={typePath(type)} className={styles.more}>
            {t('home.casesAll')}
            <Icon name="chevronRight" size={16} />
          </LocaleLink>
        }
      />
      <CaseGrid>
        {cases.slice(0, PER_SECTION).map((c) => (
          <CaseTile key={c.id} {...caseTileOf(c)} />
        ))}
      </CaseGrid>
    </section>
  );
}

/** Every case type's section, or skeleton tiles while the catalog loads. */
export function HomeCaseSections() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useCaseListQuery();
  if (isLoading || isError || !data) {
    return (
      <section className={styles.section} id="cases">
        <SectionHeader
          large
          title={t('home.casesTitle')}
          text={isError ? t('home.casesUnavailable') : t('home.casesText')}
        />
        {!isError && (
          <CaseGrid>
            {Array.from({ length: PER_SECTION }, (_, i) => (
              <Skeleton key={i} height={236} radius={20} />
            ))}
          </CaseGrid>
        )}
      </section>
    );
  }
  return (
    <>
      {groupByType(data).map(([type, cases], i) => (
        <Section key={type} type={type} cases={cases} first={i === 0} />
      ))}
    </>
  );
}
