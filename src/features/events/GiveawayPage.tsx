/**
 * /event/giveaway: the open giveaways (GET /v1/event/giveaway/list, live from the `giveaway` channel) with their
 * prizes, countdowns, rules and entry, then the recently drawn ones linking to their result pages.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { LocaleLink } from '../../components/LocaleLink';
import { PageHeader } from '../../components/page/PageHeader';
import { Panel } from '../../components/Panel';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { useGetGiveawayListQuery } from '../../api/contests';
import { usePageCopy } from '../../lib/page-copy';
import { useServerClock } from '../../lib/server-clock';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { useSessionToken } from '../../api/user';
import type { Giveaway } from '../../protocol/contests';
import { GiveawayCard } from './GiveawayCard';
import { EventSignIn } from './EventSignIn';
import eventStyles from './events.module.css';
import layout from '../../components/layout.module.css';
import styles from './giveaways.module.css';

/** The last drawn giveaways: when, what kind, who won, and the link to the draw. */
function RecentGiveaways({ list }: { list: Giveaway[] }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const when = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section data-testid="giveaway-recent">
      <SectionHeader title={t('events.giveaway.recent')} />
      {list.length === 0 ? (
        <EmptyState muted icon="clock" text={t('events.giveaway.noRecent')} />
      ) : (
        <ul className={layout.plainList}>
          {list.map((g) => (
            <li key={g.id}>
              <Panel compact className={styles.recentRow}>
                <LocaleLink to={`/event/giveaway-result/${g.id}`} data-testid="giveaway-result-link">
                  {t(`events.giveaway.kind.${g.kind}`)} · {when.format(g.endsAt)}
                </LocaleLink>
                <span className={styles.winners}>
                  {g.winners.length === 0
                    ? t('events.giveaway.noWinners')
                    : g.winners.map((w) => `${w.player.nickname}: ${namer.pair(w.item)}`).join(' · ')}
                </span>
              </Panel>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Giveaways. */
export function GiveawayPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('giveaway');
  const signedIn = useSessionToken() !== null;
  const q = useGetGiveawayListQuery(undefined, { refetchOnMountOrArgChange: true });
  const clock = useServerClock(q.data?.now, q.fulfilledTimeStamp);
  const { refetch } = q;
  const again = useCallback(() => void refetch(), [refetch]);
  return (
    <div className={eventStyles.page} data-testid="giveaway-page">
      <PageHeader {...copy} icon="gift" />
      {!signedIn && <EventSignIn text={t('events.giveaway.signedOut')} testId="giveaway-signed-out" />}
      {q.isLoading ? (
        <Skeleton height={320} radius={20} />
      ) : q.isError || !q.data ? (
        <EmptyState framed icon="alert" role="alert" text={t('events.giveaway.loadFailed')} />
      ) : (
        <>
          {q.data.list.length === 0 ? (
            <EmptyState framed icon="gift" text={t('events.giveaway.none')} testId="giveaway-none" />
          ) : (
            <div className={styles.grid}>
              {q.data.list.map((g) => (
                <GiveawayCard key={g.id} g={g} signedIn={signedIn} clock={clock} onEnd={again} />
              ))}
            </div>
          )}
          <RecentGiveaways list={q.data.recent} />
        </>
      )}
    </div>
  );
}
