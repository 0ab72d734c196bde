/**
 * Skin hunts: today's five target skins with their bounties, who found each one first (live from `hunt`), the
 * time left, and the last hunts' finders. Everything comes from GET /v1/hunt/list and the live finds.
 */
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Badge } from '../../components/Badge';
import { CountdownTimer } from '../../components/CountdownTimer';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { ItemCard } from '../../components/ItemCard';
import { LocaleLink } from '../../components/LocaleLink';
import { Panel } from '../../components/Panel';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { Stat, StatGroup } from '../../components/Stat';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { PageSection } from '../../components/page/PageSection';
import { formatPoints } from '../../domain/format';
import { useGetHuntListQuery } from '../../api/hunt';
import { usePageCopy } from '../../lib/page-copy';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { Hunt, HuntTarget } from '../../protocol/hunt';
import layout from '../../components/layout.module.css';
import styles from './HuntsPage.module.css';

/** One target: the skin, its bounty, and its finder or "not found yet". */
function TargetCard({ target }: { target: HuntTarget }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { item, winner } = target;
  return (
    <ItemCard item={item} testId="hunt-target">
      <div className={styles.targetFoot} data-found={winner ? 'yes' : 'no'} data-item-id={item.id}>
        <Badge tone={winner ? 'neutral' : 'success'}>
          {t('hunts.bounty', { count: target.bounty / 1000, points: formatPoints(target.bounty, intl) })}
        </Badge>
        {winner ? (
          <LocaleLink to={`/profile/${winner.userID}`} className={styles.finder} data-testid="hunt-finder">
            <img src={winner.avatar} alt="" width={20} height={20} className={styles.avatar} />
            <span>{t('hunts.foundBy', { name: winner.nickname })}</span>
          </LocaleLink>
        ) : (
          <span className={styles.open}>{t('hunts.notFound')}</span>
        )}
      </div>
    </ItemCard>
  );
}

/** The running hunt: time left, targets found, the bounty still open, and the target grid. */
function CurrentHunt({ hunt }: { hunt: Hunt }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const found = hunt.targets.filter((x) => x.winner).length;
  const open = hunt.targets.filter((x) => !x.winner).reduce((a, x) => a + x.bounty, 0);
  return (
    <PageSection>
      <SectionHeader
        title={t('hunts.today')}
        text={t('hunts.todayText')}
        marker={<Icon name="target" size={18} />}
      />
      <Panel compact className={styles.stats}>
        <StatGroup>
          <Stat
            label={t('hunts.endsIn')}
            value={<CountdownTimer endsAt={hunt.endsAt} testId="hunt-countdown" />}
          />
          <Stat
            label={t('hunts.found')}
            value={t('hunts.foundOf', { found, total: hunt.targets.length })}
            valueTestId="hunt-found"
          />
          <Stat
            label={t('hunts.openBounty')}
            value={t('hunts.points', { count: open / 1000, points: formatPoints(open, intl) })}
          />
        </StatGroup>
      </Panel>
      <AutoGrid min={180} phone={2} testId="hunt-targets">
        {hunt.targets.map((x) => (
          <TargetCard key={x.item.id} target={x} />
        ))}
      </AutoGrid>
    </PageSection>
  );
}

/** The last hunts: their day and who found what. */
function RecentHunts({ list }: { list: Hunt[] }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const day = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <PageSection heading={t('hunts.recent')}>
      {list.length === 0 ? (
        <EmptyState icon="clock" text={t('hunts.noRecent')} muted testId="hunt-recent-empty" />
      ) : (
        <ul className={layout.plainList}>
          {list.map((h) => {
            const finds = h.targets.filter((x) => x.winner);
            return (
              <li key={h.id}>
                <Panel compact className={styles.recentRow}>
                  <strong>{day.format(h.startsAt)}</strong>
                  <span className={styles.muted}>
                    {t('hunts.foundOf', { found: finds.length, total: h.targets.length })}
                  </span>
                  <span className={styles.finds}>
                    {finds.length === 0
                      ? t('hunts.nobodyFound')
                      : finds.map((x) => `${x.winner!.nickname}: ${namer.pair(x.item)}`).join(' · ')}
                  </span>
                </Panel>
              </li>
            );
          })}
        </ul>
      )}
    </PageSection>
  );
}

/** Skin hunts. */
export function HuntsPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('hunts');
  const q = useGetHuntListQuery();
  const rules = t('pages.hunts.features', { returnObjects: true });
  return (
    <div className={styles.page} data-testid="hunts-page">
      <PageHeader {...copy} icon="target" />
      {q.isLoading ? (
        <Skeleton height={320} radius={24} />
      ) : q.isError || !q.data ? (
        <EmptyState icon="alert" title={t('hunts.loadFailed')} role="alert" framed />
      ) : (
        <>
          {q.data.current ? (
            <CurrentHunt hunt={q.data.current} />
          ) : (
            <EmptyState icon="target" text={t('hunts.none')} framed testId="hunt-none" />
          )}
          <RecentHunts list={q.data.recent} />
        </>
      )}
      <FeatureGrid features={rules} icons={['target', 'trophy', 'shield']} heading={t('hunts.rules')} />
    </div>
  );
}
