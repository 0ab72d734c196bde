/**
 * What the active items say about withdrawing: why the last withdrawal was refused, that a trade URL must be saved
 * first (with the way to Settings), that too many items are selected, or else how a withdrawal reaches Steam.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { WITHDRAW_MAX_ITEMS } from '../../domain/withdrawals';
import type { WithdrawProblem } from './use-withdraw';
import styles from './WithdrawNotice.module.css';

/** Props of WithdrawNotice. */
export interface WithdrawNoticeProps {
  tradeUrlSaved: boolean;
  tooMany: boolean;
  problem: WithdrawProblem | null;
  onOpenSettings?: () => void;
}

/** The notice line above the items. */
export function WithdrawNotice({ tradeUrlSaved, tooMany, problem, onOpenSettings }: WithdrawNoticeProps) {
  const { t } = useTranslation();
  const needsUrl =
    problem === 'trade_url_missing' ||
    problem === 'trade_url_invalid' ||
    problem === 'trade_url_foreign' ||
    (!problem && !tradeUrlSaved);
  const settings = needsUrl && onOpenSettings && (
    <Button variant="secondary" size="sm" onClick={onOpenSettings} data-testid="withdraw-open-settings">
      {t('withdraw.openSettings')}
    </Button>
  );
  if (problem)
    return (
      <div className={`${styles.notice} ${styles.error}`} role="alert" data-testid="withdraw-problem">
        <p>{t(`withdraw.problems.${problem}`)}</p>
        {settings}
      </div>
    );
  if (!tradeUrlSaved)
    return (
      <div className={styles.notice} data-testid="withdraw-no-trade-url">
        <p>{t('withdraw.noTradeUrl')}</p>
        {settings}
      </div>
    );
  return (
    <p className={`${styles.notice} ${tooMany ? styles.error : ''}`} data-testid="withdraw-lead">
      {tooMany ? t('withdraw.tooMany', { max: WITHDRAW_MAX_ITEMS }) : t('withdraw.lead')}
    </p>
  );
}
