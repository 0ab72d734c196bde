/** The result under the stage once the gauge has landed: the new item on a win, what went in on a loss. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { ItemCard } from '../../components/ItemCard';
import { LocaleLink } from '../../components/LocaleLink';
import { formatChance, formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { CatalogItem } from '../../protocol/catalog';
import type { UpgradeResult } from '../../protocol/upgrade';
import layout from '../../components/layout.module.css';
import styles from './UpgradeOutcome.module.css';

function Card({ item, testId }: { item: CatalogItem; testId: string }) {
  return <ItemCard testId={testId} item={item} />;
}

/** The verifier's address for an upgrade. */
export const verifyPath = (id: string) => `/provably-fair?upgrade=${encodeURIComponent(id)}`;

/** The outcome panel. */
export function UpgradeOutcome({ result }: { result: UpgradeResult }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const won = result.won;
  const item = result.loot?.item ?? result.target;
  return (
    <section
      className={`${styles.outcome} ${won ? styles.outcomeWon : styles.outcomeLost}`}
      data-testid="upgrade-result"
      data-result={won ? 'won' : 'lost'}
      data-upgrade-id={result.id}
      aria-live="polite"
    >
      <div className={styles.outcomeHead}>
        <Icon name={won ? 'trophy' : 'info'} size={22} />
        <h2>{won ? t('pages.upgrade.result.wonTitle') : t('pages.upgrade.result.lostTitle')}</h2>
      </div>
      <p className={styles.outcomeText}>
        {won
          ? t('pages.upgrade.result.wonText', { name: namer.full(item) })
          : t('pages.upgrade.result.lostText')}
      </p>
      <div className={styles.outcomeItems}>
        {won ? (
          <Card item={item} testId="upgrade-result-item" />
        ) : (
          result.items.map((i, k) => <Card key={`${k}:${i.id}`} item={i} testId="upgrade-result-staked" />)
        )}
        {!won && result.coins > 0 && (
          <p className={styles.coinsLost} data-testid="upgrade-result-coins">
            {t('pages.upgrade.result.coins', { amount: formatMoney(result.coins, intl) })}
          </p>
        )}
      </div>
      <p className={`${layout.wrapRow} ${styles.fair}`}>
        <span>
          {t('pages.upgrade.result.chance')} <code>{formatChance(result.winTickets, intl)}</code>
        </span>
        <span>
          {t('pages.upgrade.result.roll')} <code data-testid="upgrade-result-roll">{result.roll}</code>
        </span>
        <span>
          {t('pages.upgrade.result.nonce')} <code>{result.nonce}</code>
        </span>
        <LocaleLink to={verifyPath(result.id)} className={styles.verify} data-testid="upgrade-result-verify">
          <Icon name="shield" size={14} /> {t('pages.upgrade.result.verify')}
        </LocaleLink>
      </p>
    </section>
  );
}
