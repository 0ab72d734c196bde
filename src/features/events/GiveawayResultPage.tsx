/**
 * /event/giveaway-result/{id}: a giveaway's status and, once drawn, its winners, the draw verified in this browser
 * (lazily loaded: beacon signature, seeds, every winner recomputed) and the entrant list with ranges. Before the
 * draw it waits for the announced beacon round.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/Panel';
import { Skeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { Stat, StatGroup } from '../../components/Stat';
import { EndsInStat } from './EndsInStat';
import { knownErrorCode } from '../../api/error';
import { useGetGiveawayResultQuery } from '../../api/contests';
import { usePageCopy } from '../../lib/page-copy';
import { useServerClock } from '../../lib/server-clock';
import type { GiveawayResultAnswer } from '../../protocol/contests';
import { useAmounts } from './event-format';
import { EntrantsTable, WinnersTable } from './GiveawayDrawTables';
import { GiveawayPrizes } from './GiveawayPrizes';
import eventStyles from './events.module.css';
import facts from '../../components/facts.module.css';
import layout from '../../components/layout.module.css';
import notes from '../../components/notes.module.css';
import styles from './giveaways.module.css';

const GiveawayProofPanel = lazy(() => import('./GiveawayProofPanel'));

/** Status, timing, the announced round and the seed commitment. */
function StatusPanel({ data, clock }: { data: GiveawayResultAnswer; clock: () => number }) {
  const { t } = useTranslation();
  const a = useAmounts();
  const g = data.giveaway;
  const when = new Intl.DateTimeFormat(a.intl, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <Panel as="section" className={styles.status} testId="giveaway-result-status">
      <div className={`${layout.bar} ${styles.head}`} data-status={g.status}>
        <h2 className={styles.title}>{t(`events.giveaway.kind.${g.kind}`)}</h2>
        <Badge tone={g.status === 'drawn' ? 'success' : 'warning'} data-testid="giveaway-status">
          {t(`events.giveaway.status.${g.status}`)}
        </Badge>
      </div>
      <StatGroup min={140}>
        {g.status === 'open' ? (
          <EndsInStat kind="giveaway" endsAt={g.endsAt} now={clock} />
        ) : (
          <Stat label={t('events.result.ended')} icon="clock" value={when.format(g.endsAt)} />
        )}
        <Stat
          label={t('events.giveaway.beaconRound')}
          icon="hash"
          value={a.count(g.beacon.round)}
          valueTestId="result-round"
        />
        <Stat label={t('events.giveaway.entrants')} icon="users" value={a.count(g.entrants)} />
        <Stat label={t('events.giveaway.entries')} icon="dice" value={a.count(g.entries)} />
      </StatGroup>
      {!data.draw && (
        <p className={styles.waiting} data-testid="giveaway-waiting">
          {t('events.result.waiting', { round: a.count(g.beacon.round) })}
        </p>
      )}
      <dl className={`${facts.pairs} ${styles.facts}`}>
        <dt>{t('events.result.chain')}</dt>
        <dd translate="no">{g.beacon.chain}</dd>
        <dt>{t('events.result.seedHash')}</dt>
        <dd translate="no">{g.serverSeedHash}</dd>
        {data.draw && (
          <>
            <dt>{t('events.result.serverSeed')}</dt>
            <dd translate="no" data-testid="result-server-seed">
              {data.draw.serverSeed}
            </dd>
            <dt>{t('events.result.signature')}</dt>
            <dd translate="no">{data.draw.beacon.signature}</dd>
          </>
        )}
      </dl>
      <GiveawayPrizes prizes={g.prizes} />
    </Panel>
  );
}

/** The result of one giveaway. */
export function GiveawayResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const copy = usePageCopy('giveawayResult');
  const q = useGetGiveawayResultQuery(id, { refetchOnMountOrArgChange: true });
  const clock = useServerClock(q.data?.now, q.fulfilledTimeStamp);
  const missing = knownErrorCode(q.error, ['giveaway_not_found']) !== null;
  const data = q.data;
  return (
    <div className={eventStyles.page} data-testid="giveaway-result-page">
      <PageHeader {...copy} icon="trophy" />
      {q.isLoading ? (
        <Skeleton height={320} radius={20} />
      ) : missing ? (
        <EmptyState framed icon="gift" text={t('events.result.notFound')} testId="giveaway-not-found" />
      ) : q.isError || !data ? (
        <EmptyState framed icon="alert" role="alert" text={t('events.result.loadFailed')} />
      ) : (
        <>
          <StatusPanel data={data} clock={clock} />
          {data.draw && (
            <>
              <section>
                <h2 className={styles.h2}>{t('events.result.winners')}</h2>
                {data.giveaway.winners.length === 0 ? (
                  <p className={notes.muted}>{t('events.result.nothingDrawn')}</p>
                ) : (
                  <WinnersTable winners={data.giveaway.winners} />
                )}
              </section>
              <Suspense fallback={<Spinner />}>
                <GiveawayProofPanel giveaway={data.giveaway} draw={data.draw} />
              </Suspense>
              <section>
                <h2 className={styles.h2}>{t('events.result.entrants')}</h2>
                <EntrantsTable entrants={data.draw.entrants} />
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
