/** Past races of one kind (GET /v1/event/race/history), newest first, a page at a time, each with its winners. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { useGetRaceHistoryQuery } from '../../api/contests';
import { useIntlLocale } from '../../lib/use-locale';
import type { Race, RaceKind } from '../../protocol/contests';
import styles from './events.module.css';

/** One settled race: its days and the players paid. */
function PastRace({ race }: { race: Race }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const day = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const paid = race.standings.filter((s) => s.place !== null && s.prize > 0);
  return (
    <li>
      <Panel compact className={styles.past} testId="race-past">
        <strong>
          {day.format(race.startsAt)} – {day.format(race.endsAt - 1)}
        </strong>
        {paid.length === 0 ? (
          <span className={styles.muted}>{t('events.history.noWinners')}</span>
        ) : (
          <ol className={styles.pastWinners}>
            {paid.map((s) => (
              <li key={s.player.userID}>
                {t('events.race.place', { place: s.place ?? 0 })} · {s.player.nickname} ·{' '}
                <Price cents={s.prize} />
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </li>
  );
}

/** One page; the last loaded page offers the next. */
function HistoryPage({
  kind,
  cursor,
  onMore,
}: {
  kind: RaceKind;
  cursor: string | null;
  onMore?: (c: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetRaceHistoryQuery({ kind, cursor });
  if (isLoading) return <Spinner />;
  if (isError || !data) return <p role="alert">{t('events.history.loadFailed')}</p>;
  if (data.list.length === 0 && cursor === null)
    return <EmptyState muted icon="clock" text={t('events.history.empty')} testId="race-history-empty" />;
  return (
    <>
      <ul className={styles.pastList}>
        {data.list.map((r) => (
          <PastRace key={r.id} race={r} />
        ))}
      </ul>
      {onMore && data.cursor && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onMore(data.cursor ?? '')}
          data-testid="race-history-more"
        >
          {t('events.history.more')}
        </Button>
      )}
    </>
  );
}

/** The history of one kind. */
export function RaceHistory({ kind }: { kind: RaceKind }) {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <section data-testid="race-history">
      <h2 className={styles.h2}>{t(`events.history.title.${kind}`)}</h2>
      {cursors.map((c, i) => (
        <HistoryPage
          key={c ?? 'first'}
          kind={kind}
          cursor={c}
          onMore={i === cursors.length - 1 ? (next) => setCursors((l) => [...l, next]) : undefined}
        />
      ))}
    </section>
  );
}
