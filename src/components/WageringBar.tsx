/**
 * The wagering requirement as a progress bar (ECONOMY.md rule 2): reward value (items bought with points or
 * tickets, free daily drops, prizes) is sold or withdrawn once the player has played as much. Shown where items are
 * sold and withdrawn and on /missions; nothing when no requirement is open.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../domain/format';
import { wageringDone } from '../domain/economy';
import { useEconomyQuery } from '../api/missions';
import { useIntlLocale } from '../lib/use-locale';
import styles from './WageringBar.module.css';

/** The bar for the signed-in player (`skip` while signed out or closed). */
export function WageringBar({ skip = false }: { skip?: boolean }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const me = useEconomyQuery(undefined, { skip }).data?.me;
  if (!me || me.wageringLeft <= 0) return null;
  const done = wageringDone({ left: me.wageringLeft, total: me.wageringTotal });
  return (
    <div className={styles.root} data-testid="wagering-bar">
      <span>{t('missions.economy.wageringLeft', { amount: formatMoney(me.wageringLeft, intl) })}</span>
      <div
        className={`progress-track ${styles.bar}`}
        role="progressbar"
        aria-label={t('missions.economy.wageringTitle')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done * 100)}
      >
        <span style={{ width: `${done * 100}%` }} />
      </div>
    </div>
  );
}
