/**
 * The daily cases screen (starts fresh on every visit): every daily case with the level it needs, a countdown on
 * the ones used in the last 24 hours, and the free opening in the same arena show as /cases/open.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { CaseArt } from '../../components/CaseArt';
import { CountdownTimer } from '../../components/CountdownTimer';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Panel } from '../../components/Panel';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { FeaturePage } from '../../components/page/FeaturePage';
import { DAILY_CURSOR } from '../../domain/fairness-games';
import { apiError } from '../../api/error';
import { useDailyListQuery, useDailyOpenMutation } from '../../api/daily';
import { useFeatureCopy } from '../../lib/page-copy';
import { requestSignIn } from '../../lib/sign-in-request';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe } from '../../api/user';
import { useArenaLabels } from './CaseOpenPage';
import { OpeningBoard } from './OpeningBoard';
import { PinButton } from './PinButton';
import { moneyFormat } from './case-model';
import { useCaseDetailQuery } from '../../api/case';
import { dailyErrorKey, dailyTiles, pickDaily, type DailyTile } from './my-cases-model';
import { useCaseOpening } from './use-case-opening';
import { formatPoints } from '../../domain/format';
import type { DailyStreak } from '../../protocol/daily';
import { useSignedIn } from './use-signed-in';
import styles from './DailyCasesPage.module.css';

const dailyCursor = () => DAILY_CURSOR;

/** What a tile says under its name: the level needed, a countdown, ready, or sign in (`testId`: the countdown's). */
function TileStatus({
  tile,
  onZero,
  testId = 'daily-countdown',
}: {
  tile: DailyTile;
  onZero: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  switch (tile.state) {
    case 'locked':
      return (
        <span className={styles.status} data-testid="daily-locked">
          <Icon name="lock" size={13} />
          {t('daily.locked', { level: tile.requiredLevel })}
        </span>
      );
    case 'cooldown':
      return (
        <span className={styles.status}>
          <Icon name="clock" size={13} />
          {t('daily.opensIn')}{' '}
          <CountdownTimer endsAt={tile.nextOpenAt ?? 0} onZero={onZero} testId={testId} />
        </span>
      );
    case 'ready':
      return (
        <span className={`${styles.status} ${styles.ready}`}>
          <Icon name="gift" size={13} />
          {t('daily.ready')}
        </span>
      );
    default:
      return <span className={styles.status}>{t('daily.free')}</span>;
  }
}

/** The player's streak: days in a row, and what the next day of it pays (today's opening, or tomorrow's). */
function StreakBadge({ streak }: { streak: DailyStreak }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const reward = formatPoints(streak.nextReward, intl);
  const next = streak.today
    ? t('daily.streakTomorrow', { count: streak.nextReward / 1000, points: reward })
    : t('daily.streakToday', { count: streak.nextReward / 1000, points: reward });
  return (
    <>
      <Badge
        tone={streak.days > 0 ? 'success' : 'neutral'}
        data-testid="daily-streak"
        data-days={streak.days}
      >
        <Icon name="flame" size={13} /> {t('daily.streak', { count: streak.days })}
      </Badge>{' '}
      <span className={styles.streakNext}>{next}</span>
    </>
  );
}

/** The selected daily case: its open button, the arena, won items, odds and fairness. */
function DailyStage({
  tile,
  onZero,
  onOpen,
}: {
  tile: DailyTile;
  onZero: () => void;
  /** Keeps this case selected while its tile turns to a countdown. */
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const labels = useArenaLabels();
  const money = useMemo(() => moneyFormat(intl), [intl]);
  const detailQ = useCaseDetailQuery(tile.case.id);
  const [dailyOpen, { isLoading }] = useDailyOpenMutation();
  const caseId = tile.case.id;
  const custom = useMemo(
    () => ({
      open: () => dailyOpen({ caseID: caseId }).unwrap(),
      errorText: (err: unknown) => dailyErrorKey(apiError(err).code),
    }),
    [dailyOpen, caseId],
  );
  const caseOpening = useCaseOpening(detailQ.data, labels, money, custom);
  const { run, openReal } = caseOpening;
  const detail = detailQ.data;
  if (!detail) return <Skeleton height={320} radius={28} />;
  const spinning = run !== null && !run.settled;
  const busy = isLoading || spinning;
  return (
    <section className={styles.stage} data-testid="daily-stage" data-case-id={detail.id}>
      <Panel className={styles.head}>
        <img src={detail.image} alt="" width={120} height={102} className={styles.headArt} />
        <div className={styles.headText}>
          <h2 className={styles.h2}>{detail.title}</h2>
          <div className={styles.badges}>
            <Badge tone="success">{t('daily.free')}</Badge>
            <Badge tone="info">{t('daily.level', { level: tile.requiredLevel })}</Badge>
          </div>
          <TileStatus tile={tile} onZero={onZero} />
        </div>
        <div className={styles.actions}>
          {tile.state === 'signedOut' ? (
            <Button icon="user" onClick={requestSignIn} data-testid="daily-sign-in">
              {t('daily.signIn')}
            </Button>
          ) : (
            <Button
              icon="gift"
              size="lg"
              disabled={tile.state !== 'ready' || busy}
              onClick={() => {
                onOpen();
                void openReal(1);
              }}
              data-testid="daily-open"
            >
              {isLoading ? t('daily.opening') : t('daily.open')}
            </Button>
          )}
          <PinButton caseId={detail.id} />
        </div>
      </Panel>
      <OpeningBoard
        detail={detail}
        opening={caseOpening}
        count={1}
        fastSpin={false}
        // A daily case opens once a day: after a result comes its cooldown, never an Open again button.
        instead={
          <span data-testid="daily-next">
            <TileStatus tile={tile} onZero={onZero} testId="daily-next-countdown" />
          </span>
        }
        cursor={dailyCursor}
        how={t('daily.fairHow')}
      />
    </section>
  );
}

/** Every daily case, and the chosen one's stage. */
function DailyBoard() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const me = useMe();
  const listQ = useDailyListQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const refetch = listQ.refetch;
  const onZero = useCallback(() => void refetch(), [refetch]);
  const tiles = useMemo(
    () => dailyTiles(listQ.data?.list ?? [], signedIn, Date.now()),
    [listQ.data, signedIn],
  );
  const streak = listQ.data?.streak ?? null;
  const selected = pickDaily(tiles, chosen);

  if (listQ.isLoading) return <Skeleton height={260} radius={20} />;
  if (listQ.isError)
    return (
      <EmptyState
        title={t('daily.emptyTitle')}
        text={t('daily.loadError')}
        art={<CaseArt rank={6} size={120} />}
      />
    );
  if (tiles.length === 0)
    return (
      <EmptyState
        testId="daily-empty"
        title={t('daily.emptyTitle')}
        text={t('daily.emptyText')}
        art={<CaseArt rank={6} size={120} />}
      />
    );
  return (
    <div className={styles.board}>
      <SectionHeader
        title={t('daily.listTitle')}
        text={t('daily.listText')}
        actions={
          me.data ? (
            <Badge tone="accent" data-testid="daily-your-level">
              {t('daily.yourLevel', { level: me.data.user.level.lv })}
            </Badge>
          ) : undefined
        }
      />
      {streak && (
        <p className={styles.streak}>
          <StreakBadge streak={streak} />
        </p>
      )}
      <AutoGrid list min={170} testId="daily-list">
        {tiles.map((tile) => (
          <li key={tile.case.id}>
            <button
              type="button"
              className={[
                'rarity-edge',
                styles.tile,
                tile.state === 'locked' ? styles.locked : '',
                selected?.case.id === tile.case.id ? styles.selected : '',
              ].join(' ')}
              aria-pressed={selected?.case.id === tile.case.id}
              aria-label={`${tile.case.title}, ${t('daily.level', { level: tile.requiredLevel })}`}
              onClick={() => setChosen(tile.case.id)}
              data-testid="daily-case"
              data-case-id={tile.case.id}
              data-state={tile.state}
            >
              <img src={tile.case.image} alt="" width={130} height={111} loading="lazy" />
              <span className={styles.name}>{tile.case.title}</span>
              <Badge tone="info">{t('daily.level', { level: tile.requiredLevel })}</Badge>
              <TileStatus tile={tile} onZero={onZero} />
            </button>
          </li>
        ))}
      </AutoGrid>
      {selected && (
        <DailyStage
          key={selected.case.id}
          tile={selected}
          onZero={onZero}
          onOpen={() => setChosen(selected.case.id)}
        />
      )}
    </div>
  );
}

/** Free daily cases unlocked by level. */
export function DailyCasesPage() {
  const copy = useFeatureCopy('dailyCases', 'gift', ['clock', 'upgrade', 'gift']);
  return <FeaturePage {...copy} previewLabel={undefined} preview={<DailyBoard />} />;
}
