/** The items of the last spin with Sell and Keep (real openings) or a demo note, and Open again. */
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Price } from '../../components/Price';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { cardRank } from '../../arena';
import type { Run, WonItem } from './use-case-opening';
import note from './note.module.css';
import styles from './WonItems.module.css';

/** Props of WonItems. */
export interface WonItemsProps {
  run: Run;
  onSell: (lootID: string) => void;
  onKeep: (lootID: string) => void;
  onAgain: () => void;
  againDisabled: boolean;
}

// A real item's end: a Sold or Kept badge, or Sell and Keep (both disabled while it sells).
function ItemState({
  won,
  lootID,
  onSell,
  onKeep,
}: { won: WonItem; lootID: string } & Pick<WonItemsProps, 'onSell' | 'onKeep'>) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  if (won.state === 'sold')
    return <span className={`${styles.badge} ${styles.sold}`}>{t('cases.won.sold')}</span>;
  if (won.state === 'kept') return <span className={styles.badge}>{t('cases.won.kept')}</span>;
  const selling = won.state === 'selling';
  return (
    <span className={styles.actions}>
      <Button size="sm" icon="coin" onClick={() => onSell(lootID)} disabled={selling} data-testid="sell-item">
        {t('cases.won.sell', { price: formatMoney(won.item.price, intl) })}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onKeep(lootID)}
        disabled={selling}
        data-testid="keep-item"
      >
        {t('cases.won.keep')}
      </Button>
    </span>
  );
}

/** The result row under the arena. */
export function WonItems({ run, onSell, onKeep, onAgain, againDisabled }: WonItemsProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const total = run.won.reduce((s, w) => s + w.item.price, 0);
  return (
    <section className={styles.won} data-testid="won-items" aria-live="polite">
      <div className={styles.head}>
        <h2 className={styles.h2}>{run.demo ? t('cases.won.demoTitle') : t('cases.won.title')}</h2>
        <span className={styles.total}>{t('cases.won.total', { total: formatMoney(total, intl) })}</span>
        <Button
          variant="secondary"
          icon="play"
          onClick={onAgain}
          disabled={againDisabled}
          data-testid="open-again"
        >
          {t('cases.won.again')}
        </Button>
      </div>
      {run.demo && (
        <p className={`${note.note} ${styles.demoNote}`}>
          <Icon name="info" size={15} />
          {t('cases.won.demoNote')}
        </p>
      )}
      <AutoGrid list min={190} phone={2}>
        {run.won.map((w, i) => (
          <li
            key={`${w.item.id}-${i}`}
            className={`rarity-plate ${styles.item}`}
            style={{ ['--rc' as string]: `var(--rarity-${cardRank(w.item)})` }}
            data-testid="won-item"
            data-item-id={w.item.id}
            data-state={w.state}
          >
            <img src={w.item.image} alt="" width={120} height={90} />
            <span className={styles.name}>{namer.full(w.item)}</span>
            <span className={styles.sub}>
              {w.item.stattrak && <b className={styles.st}>StatTrak™</b>} {w.item.exterior}
            </span>
            <Price cents={w.item.price} coin={false} className={styles.price} />
            {w.lootID && <ItemState won={w} lootID={w.lootID} onSell={onSell} onKeep={onKeep} />}
          </li>
        ))}
      </AutoGrid>
    </section>
  );
}
