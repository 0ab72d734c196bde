/** The player's withdrawals to Steam, newest first, each with its status as it changes (src/api/trade.ts). */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Price } from '../../components/Price';
import { useSkinName } from '../../lib/use-skin-name';
import type { Withdrawal } from '../../protocol/trade';
import layout from '../../components/layout.module.css';
import styles from './WithdrawalList.module.css';
import { WITHDRAWAL_TONE } from './withdrawal-tone';

/** The withdrawals list (nothing when there are none). */
export function WithdrawalList({ list }: { list: readonly Withdrawal[] }) {
  const { t } = useTranslation();
  const names = useSkinName();
  if (list.length === 0) return null;
  // The sandbox moves nothing to Steam: say so rather than let "Accepted" suggest a real delivery.
  const sandbox = list.some((w) => w.provider === 'sandbox');
  return (
    <section className={styles.section} aria-label={t('withdraw.title')} data-testid="withdrawals">
      <h3 className={styles.title}>{t('withdraw.title')}</h3>
      {sandbox && <p className={styles.note}>{t('withdraw.sandbox')}</p>}
      <ul className={layout.plainList}>
        {list.map((w) => (
          <li
            key={w.id}
            className={styles.row}
            data-testid="withdrawal"
            data-loot-id={w.lootID}
            data-status={w.status}
          >
            <img src={w.item.image} alt="" className={styles.art} loading="lazy" />
            <span className={styles.what}>
              <span className={styles.name}>{names.pair(w.item)}</span>
              <span className={styles.hint}>
                {w.provider === 'sandbox'
                  ? t(`withdraw.sandboxHint.${w.status}`)
                  : t(`withdraw.statusHint.${w.status}`)}
              </span>
            </span>
            <span className={styles.end}>
              <Badge tone={WITHDRAWAL_TONE[w.status]} data-testid="withdrawal-status">
                {t(`withdraw.status.${w.status}`)}
              </Badge>
              <Price cents={w.item.price} className={styles.price} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
