/** The missions screen: real daily, weekly and milestone missions with progress and claims, rakeback, points. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { CountdownTimer } from '../../components/CountdownTimer';
import { EmptyState } from '../../components/EmptyState';
import { ClaimCell } from '../../components/ClaimCell';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { formatMoney, formatPoints } from '../../domain/format';
import type { MissionPeriod } from '../../domain/missions';
import { useClaimMissionMutation, useMissionListQuery, useMissionsLive } from '../../api/missions';
import { usePageCopy } from '../../lib/page-copy';
import { useSurveyStateQuery } from '../../api/survey';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe, useSessionToken, walletBalance } from '../../api/user';
import type { MissionView } from '../../protocol/missions';
import { KNOWN_TYPES } from '../cases';
import { missionTitle } from './mission-title';
import { RakebackPanel } from './RakebackPanel';
import { EconomyPanel } from './EconomyPanel';
import styles from './MissionsPage.module.css';
import { SignInPrompt } from '../../components/SignInPrompt';

const PERIODS: readonly MissionPeriod[] = ['daily', 'weekly', 'once'];

/** The play (cents) a 409 reward_budget says the reward needs, or null for any other failure. */
function rewardBudgetOf(error: unknown): number | null {
  const body = (error as { data?: { error?: { code?: string; playNeeded?: number } } } | undefined)?.data
    ?.error;
  return body?.code === 'reward_budget' && typeof body.playNeeded === 'number' ? body.playNeeded : null;
}

function MissionRow({ m, signedIn }: { m: MissionView; signedIn: boolean }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const [claim, { isLoading, isError, error }] = useClaimMissionMutation();
  const budget = rewardBudgetOf(error);
  const typeTitle = (type: string) =>
    (KNOWN_TYPES as readonly string[]).includes(type)
      ? t(`cases.types.${type as (typeof KNOWN_TYPES)[number]}`)
      : type;
  const complete = m.progress >= m.target;
  return (
    <li
      className={styles.row}
      data-complete={complete || undefined}
      data-testid="mission"
      data-mission={m.id}
    >
      <span className={styles.icon}>
        <Icon name={m.claimedAt !== null ? 'check' : 'target'} size={20} />
      </span>
      <div className={styles.main}>
        <strong>{missionTitle(t, m, typeTitle)}</strong>
        <div
          className={`progress-track ${styles.bar}`}
          role="progressbar"
          aria-label={t('missions.progress')}
          aria-valuemin={0}
          aria-valuemax={m.target}
          aria-valuenow={m.progress}
        >
          <span style={{ width: `${(m.progress / m.target) * 100}%` }} />
        </div>
        {isError && (
          <span className={styles.error} role="alert">
            {budget !== null
              ? t('missions.economy.unlocksAfter', { amount: formatMoney(budget, intl) })
              : t('missions.claimFailed')}
          </span>
        )}
      </div>
      <span className={styles.count} data-testid="mission-progress">
        {m.progress}/{m.target}
      </span>
      <span className={styles.reward}>
        <span>{t('missions.reward')}</span>
        <strong>
          <Icon name="star" size={12} /> {formatPoints(m.reward, intl)}
        </strong>
      </span>
      {signedIn && (
        <ClaimCell
          claimed={m.claimedAt !== null}
          claimable={m.claimable}
          busy={isLoading}
          onClaim={() => void claim(m.id)}
          claimLabel={t('missions.claim')}
          claimedLabel={t('missions.claimed')}
          testId="mission"
        />
      )}
    </li>
  );
}

function PeriodSection({
  period,
  list,
  signedIn,
  onReset,
}: {
  period: MissionPeriod;
  list: MissionView[];
  signedIn: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  if (list.length === 0) return null;
  const resetsAt = list[0].resetsAt;
  return (
    <section className={styles.section} data-testid="mission-period" data-period={period}>
      <SectionHeader
        title={t(`missions.periods.${period}`)}
        text={t(`missions.periodText.${period}`)}
        actions={
          resetsAt !== null && (
            <span className={styles.reset}>
              <Icon name="clock" size={14} />
              {t('missions.resetsIn')}
              <CountdownTimer endsAt={resetsAt} onZero={onReset} testId={`resets-${period}`} />
            </span>
          )
        }
      />
      <ul className={styles.list}>
        {list.map((m) => (
          <MissionRow key={m.id} m={m} signedIn={signedIn} />
        ))}
      </ul>
    </section>
  );
}

function PointsSummary() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { data: me } = useMe();
  const survey = useSurveyStateQuery();
  return (
    <div className={styles.summary}>
      <div className={styles.balance}>
        <span className="overline">{t('missions.balance')}</span>
        <strong data-testid="missions-points">
          <Icon name="star" size={18} /> {me ? formatPoints(walletBalance(me, 'point'), intl) : '—'}
        </strong>
        <p>{t('missions.balanceNote')}</p>
      </div>
      {survey.data && !survey.data.done && (
        <div className={styles.survey}>
          <span className="overline">{t('missions.survey.title')}</span>
          <p>{t('missions.survey.text', { points: formatPoints(survey.data.reward, intl) })}</p>
          <ButtonLink to="/survey-welcome" size="sm" variant="secondary" icon="chart">
            {t('missions.survey.cta')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

/** Daily and weekly missions. */
export function MissionsPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('missions');
  const signedIn = useSessionToken() !== null;
  const { data, isLoading, isError, refetch } = useMissionListQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const again = useCallback(() => void refetch(), [refetch]);
  useMissionsLive(again);
  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} lead={copy.lead} eyebrow={copy.eyebrow} icon="target" />
      {signedIn ? (
        <>
          <PointsSummary />
          <RakebackPanel rakeback={data?.rakeback ?? null} />
        </>
      ) : (
        <SignInPrompt
          title={t('missions.signedOutTitle')}
          text={t('missions.signedOutText')}
          cta={t('missions.signIn')}
          testId="missions-signed-out"
        />
      )}
      {isLoading ? (
        <div className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={76} radius={14} />
          ))}
        </div>
      ) : isError || !data ? (
        <EmptyState
          framed
          icon="alert"
          role="alert"
          text={t('missions.loadFailed')}
          testId="missions-error"
        />
      ) : (
        PERIODS.map((p) => (
          <PeriodSection
            key={p}
            period={p}
            list={data.list.filter((m) => m.period === p)}
            signedIn={signedIn}
            onReset={again}
          />
        ))
      )}
      <EconomyPanel signedIn={signedIn} />
    </div>
  );
}
