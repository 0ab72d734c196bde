/** The feast's prize ladder: each rung's tickets to earn and points to claim, with the player's progress and claims. */
import { useTranslation } from 'react-i18next';
import { ClaimCell } from '../../components/ClaimCell';
import { Icon } from '../../components/Icon';
import { SectionHeader } from '../../components/SectionHeader';
import { useClaimLadderMutation } from '../../api/event';
import type { FeastRung } from '../../protocol/event';
import { useAmounts, useEventError } from './event-format';
import styles from './events.module.css';

/** One rung; `earned` is null signed out (no progress, no claim). */
function Rung({ rung, earned }: { rung: FeastRung; earned: number | null }) {
  const { t } = useTranslation();
  const a = useAmounts();
  const explain = useEventError();
  const [claim, { isLoading, error }] = useClaimLadderMutation();
  const progress = earned === null ? 0 : Math.min(earned, rung.tickets);
  return (
    <li
      className={styles.rung}
      data-testid="ladder-rung"
      data-step={rung.step}
      data-state={rung.claimed ? 'claimed' : rung.claimable ? 'claimable' : 'locked'}
    >
      <span className={styles.rungStep}>{rung.step}</span>
      <div className={styles.rungMain}>
        <strong>{t('events.ladder.earn', { tickets: a.tickets(rung.tickets) })}</strong>
        {earned !== null && (
          <div
            className={`progress-track ${styles.bar}`}
            role="progressbar"
            aria-label={t('events.ladder.progress')}
            aria-valuemin={0}
            aria-valuemax={rung.tickets}
            aria-valuenow={progress}
          >
            <span style={{ width: `${(progress / rung.tickets) * 100}%` }} />
          </div>
        )}
        {error !== undefined && (
          <span className={styles.error} role="alert">
            {explain(error)}
          </span>
        )}
      </div>
      <span className={styles.reward}>
        <Icon name="star" size={12} /> {a.points(rung.points)}
      </span>
      {earned !== null && (
        <ClaimCell
          claimed={rung.claimed}
          claimable={rung.claimable}
          busy={isLoading}
          onClaim={() => void claim(rung.step)}
          claimLabel={t('events.ladder.claim')}
          claimedLabel={t('events.ladder.claimed')}
          testId="rung"
        />
      )}
    </li>
  );
}

/** The ladder of the running feast. */
export function FeastLadder({ ladder, earned }: { ladder: FeastRung[]; earned: number | null }) {
  const { t } = useTranslation();
  return (
    <section data-testid="feast-ladder">
      <SectionHeader title={t('events.ladder.title')} text={t('events.ladder.text')} />
      {ladder.length === 0 ? (
        <p className={styles.muted}>{t('events.ladder.empty')}</p>
      ) : (
        <ol className={styles.ladder}>
          {ladder.map((r) => (
            <Rung key={r.step} rung={r} earned={earned} />
          ))}
        </ol>
      )}
    </section>
  );
}
