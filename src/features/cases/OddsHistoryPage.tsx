/** The /cases/:id/odds-history screen: the case's only odds version, with ranges and why there is no history. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/page/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { formatCount } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { OddsList } from './OddsList';
import { errorKey } from './case-model';
import { useCaseDetailQuery } from '../../api/case';
import styles from './OddsHistoryPage.module.css';

/** The odds history of a case (one version: odds never change after creation). */
export function OddsHistoryPage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { id = '' } = useParams();
  const { data, error, isError } = useCaseDetailQuery(id);
  if (isError) {
    return (
      <PageHeader
        title={t('meta.oddsHistory.title')}
        lead={errorKey(error) === 'case_not_found' ? t('cases.open.notFound') : t('cases.errors.generic')}
        eyebrow={t('cases.history.eyebrow')}
        icon="chart"
        actions={<ButtonLink to="/">{t('cases.catalog.browseAll')}</ButtonLink>}
      />
    );
  }
  if (!data) return <Skeleton height={320} radius={28} />;
  const total = data.odds.rows.reduce((s, r) => s + r.chance, 0);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('cases.history.title', { title: data.title })}
        lead={t('cases.history.lead')}
        eyebrow={t('cases.history.eyebrow')}
        icon="chart"
        art={<img className={styles.art} src={data.image} alt="" width={180} height={154} />}
        actions={
          <ButtonLink to={`/cases/open/${data.id}`} icon="chevronLeft" variant="secondary">
            {t('cases.history.back')}
          </ButtonLink>
        }
      />
      <ol className={styles.timeline}>
        <li className={styles.version}>
          <span className={styles.dot}>
            <Icon name="check" size={14} />
          </span>
          <div className={styles.versionBody}>
            <div className={styles.versionHead}>
              <h2 className={styles.h2}>{t('cases.history.current')}</h2>
              <span className={styles.chip}>{t('cases.history.since')}</span>
              <span className={styles.muted}>
                {t('cases.history.total', { total: formatCount(total, intl) })}
              </span>
            </div>
            <p className={styles.note}>
              <Icon name="info" size={16} />
              {t('cases.history.note')}
            </p>
            <OddsList rows={data.odds.rows} />
          </div>
        </li>
      </ol>
    </div>
  );
}
