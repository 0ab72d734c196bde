/** The rakeback card of /missions: the published share, what was wagered since the last claim, and its claim. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { Stat, StatGroup } from '../../components/Stat';
import { formatPoints } from '../../domain/format';
import { RAKEBACK_PERCENT } from '../../domain/rakeback';
import { useClaimRakebackMutation } from '../../api/missions';
import { useIntlLocale } from '../../lib/use-locale';
import type { RakebackView } from '../../protocol/missions';
import styles from './MissionsPage.module.css';

/** Rakeback for a signed-in player; skeleton-free: until the list arrives the figures read as dashes. */
export function RakebackPanel({ rakeback }: { rakeback: RakebackView | null }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const [claim, { isLoading, isError }] = useClaimRakebackMutation();
  const available = rakeback?.available ?? 0;
  return (
    <Panel as="section" className={styles.rakeback} testId="rakeback">
      <div className={styles.rakebackHead}>
        <h2 className={styles.h2}>{t('missions.rakeback.title')}</h2>
        <p>{t('missions.rakeback.text', { percent: rakeback?.percent ?? RAKEBACK_PERCENT })}</p>
      </div>
      <StatGroup min={150}>
        <Stat
          label={t('missions.rakeback.wagered')}
          value={rakeback ? <Price cents={rakeback.wageredSinceClaim} /> : '—'}
          icon="coin"
        />
        <Stat
          label={t('missions.rakeback.available')}
          value={rakeback ? formatPoints(available, intl) : '—'}
          icon="star"
          valueTestId="rakeback-available"
        />
        <Stat
          label={t('missions.rakeback.claimedTotal')}
          value={rakeback ? formatPoints(rakeback.claimedTotal, intl) : '—'}
          icon="check"
        />
      </StatGroup>
      <div className={styles.rakebackAction}>
        <Button
          disabled={available <= 0 || isLoading}
          onClick={() => void claim()}
          icon="gift"
          data-testid="rakeback-claim"
        >
          {t('missions.rakeback.claim')}
        </Button>
        {available <= 0 && <span className={styles.muted}>{t('missions.rakeback.nothing')}</span>}
        {isError && (
          <span className={styles.error} role="alert">
            {t('missions.claimFailed')}
          </span>
        )}
      </div>
    </Panel>
  );
}
