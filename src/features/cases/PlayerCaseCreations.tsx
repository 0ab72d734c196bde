/**
 * "My creations" on the my-cases screen: the player's own cases with their openings and earnings, and the total; a
 * case staff took down says so, with the reason.
 */
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Price } from '../../components/Price';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { Stat, StatGroup } from '../../components/Stat';
import { formatCount, formatMoney } from '../../domain/format';
import { useMyPlayerCasesQuery } from '../../api/player-case';
import { useIntlLocale } from '../../lib/use-locale';
import { PlayerCaseTile } from './PlayerCaseTile';
import styles from './MyCasesPage.module.css';

/** The creations section. */
export function PlayerCaseCreations() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { data, isLoading, isError } = useMyPlayerCasesQuery();
  const create = (
    <ButtonLink to="/generate-case" icon="sparkles" size="sm">
      {t('pages.myCases.create')}
    </ButtonLink>
  );
  let body;
  if (isLoading) body = <Skeleton height={220} radius={20} />;
  else if (isError || !data)
    body = (
      <EmptyState
        framed
        role="alert"
        icon="alert"
        text={t('pages.myCases.failed')}
        testId="my-creations-error"
      />
    );
  else if (data.list.length === 0)
    body = (
      <EmptyState
        framed
        icon="sparkles"
        text={t('pages.myCases.creationsEmpty')}
        testId="my-creations-empty"
      />
    );
  else
    body = (
      <>
        <StatGroup columns={2} testId="my-creations-totals">
          <Stat
            variant="box"
            icon="coin"
            label={t('pages.myCases.totalEarned')}
            value={<Price cents={data.totalEarnings} coin={false} />}
            valueTestId="my-creations-earned"
          />
          <Stat
            variant="box"
            icon="box"
            label={t('pages.myCases.totalOpenings')}
            value={formatCount(
              data.list.reduce((n, c) => n + c.openings, 0),
              intl,
            )}
            valueTestId="my-creations-openings"
          />
        </StatGroup>
        <AutoGrid list min={170} gap="md" phone={2} testId="my-creations-list">
          {data.list.map((c) => (
            <PlayerCaseTile
              key={c.id}
              c={c}
              lines={[
                ...(c.takenDown
                  ? [
                      <strong key="down" className={styles.takenDown} data-testid="my-creation-taken-down">
                        {t('pages.myCases.takenDown', { reason: c.takenDown.reason })}
                      </strong>,
                    ]
                  : []),
                ...(c.visibility === 'unlisted' ? [t('pages.myCases.unlisted')] : []),
                t('pages.myCases.openings', { count: c.openings }),
                <strong key="earned" data-testid="my-creation-earned">
                  {t('pages.myCases.earned', { amount: formatMoney(c.earnings, intl) })}
                </strong>,
              ]}
            />
          ))}
        </AutoGrid>
      </>
    );
  return (
    <section className={styles.section} data-testid="my-cases-creations">
      <SectionHeader
        title={t('pages.myCases.creationsTitle')}
        text={t('pages.myCases.creationsText')}
        actions={create}
      />
      {body}
    </section>
  );
}
