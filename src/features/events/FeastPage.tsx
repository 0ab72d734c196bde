/**
 * /event/feast: the running feast (GET /v1/event/current) with its season, countdown, published ticket rate, the
 * player's tickets, the prize ladder and the marketplace's top offers. Signed out: what the feast is, its rate and
 * ladder, and a sign-in prompt. Between feasts it says none is running.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { useGetEventCurrentQuery } from '../../api/event';
import { usePageCopy } from '../../lib/page-copy';
import { useServerClock } from '../../lib/server-clock';
import { useSessionToken } from '../../api/user';
import { FeastLadder } from './FeastLadder';
import { FeastSummary } from './FeastSummary';
import { OfferGrid } from './OfferGrid';
import { EventSignIn } from './EventSignIn';
import styles from './events.module.css';

/** The seasonal event. */
export function FeastPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('feast');
  const signedIn = useSessionToken() !== null;
  const q = useGetEventCurrentQuery(undefined, { refetchOnMountOrArgChange: true });
  const clock = useServerClock(q.data?.now, q.fulfilledTimeStamp);
  const { refetch } = q;
  const again = useCallback(() => void refetch(), [refetch]);
  const feast = q.data?.event ?? null;
  return (
    <div className={styles.page} data-testid="feast-page">
      <PageHeader {...copy} title={feast ? t(`events.season.${feast.season}`) : copy.title} icon="flame" />
      {q.isLoading ? (
        <Skeleton height={160} radius={20} />
      ) : q.isError || !q.data ? (
        <EmptyState framed icon="alert" role="alert" text={t('events.feast.loadFailed')} />
      ) : feast ? (
        <>
          <FeastSummary event={feast} me={q.data.me} clock={clock} onEnd={again} />
          {!signedIn && <EventSignIn text={t('events.feast.signedOut')} testId="feast-signed-out" />}
          <FeastLadder ladder={feast.ladder} earned={q.data.me?.earned ?? null} />
        </>
      ) : (
        <EmptyState framed icon="clock" text={t('events.feast.none')} testId="feast-none" />
      )}
      <section>
        <SectionHeader
          title={t('events.feast.offersTitle')}
          text={t('events.feast.offersText')}
          actions={
            <ButtonLink to="/event/marketplace" size="sm" variant="secondary" icon="store">
              {t('events.feast.allOffers')}
            </ButtonLink>
          }
        />
        <OfferGrid limit={4} />
      </section>
      {!signedIn && (
        <FeatureGrid
          heading={t('events.feast.howTitle')}
          features={t('pages.feast.features', { returnObjects: true })}
          icons={['flame', 'store', 'trophy']}
        />
      )}
    </div>
  );
}
