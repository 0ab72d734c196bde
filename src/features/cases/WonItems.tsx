/**
 * The result of the last spin, under the reels the moment they land: each won item large (art, name, grade, wear,
 * price), what the drops are worth against what was paid in the colour of a gain or a loss, Sell all, Sell and Keep
 * per item (real openings) or a demo note, and what comes next (Open again, or a daily case's cooldown).
 */
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatMoney } from '../../domain/format';
import { itemGrade } from '../../domain/rarity';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import { cardRank } from '../../arena';
import { outcomeOf, resultSummary } from './result-model';
import type { Run, WonItem } from './use-case-opening';
import layout from '../../components/layout.module.css';
import note from './note.module.css';
import plate from './plate.module.css';
import styles from './WonItems.module.css';

/** Props of WonItems: `casePrice` (cents) stands in for the price paid of a demo spin. */
export interface WonItemsProps {
  run: Run;
  casePrice: number;
  onSell: (lootID: string) => void;
  onKeep: (lootID: string) => void;
  onSellAll: (lootIDs: string[]) => void;
  /** What follows the result: the Open again button, or what stands in its place. */
  next: ReactNode;
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

/** One won item: its art large, name, grade, wear and price; with several, its own gain or loss. */
function WonCard({
  won,
  pricePerCase,
  several,
  onSell,
  onKeep,
}: {
  won: WonItem;
  pricePerCase: number;
  several: boolean;
} & Pick<WonItemsProps, 'onSell' | 'onKeep'>) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const rank = cardRank(won.item);
  const diff = won.item.price - pricePerCase;
  return (
    <li
      className={`rarity-plate ${plate.card} ${styles.item}`}
      style={{ '--rc': `var(--rarity-${rank})` } as CSSProperties}
      data-testid="won-item"
      data-item-id={won.item.id}
      data-state={won.state}
    >
      <img src={won.item.image} alt="" className={`${plate.art} ${styles.art}`} />
      <span className={styles.body}>
        <span className={plate.grade}>{t(`rarity.${itemGrade(rank, won.item)}`)}</span>
        <strong className={styles.name} data-testid="won-name">
          {namer.full(won.item)}
        </strong>
        <span className={styles.sub}>
          {won.item.stattrak && <b className={styles.st}>StatTrak™</b>} {won.item.exterior}
        </span>
        <span className={styles.prices}>
          <span className={styles.price} data-testid="won-price">
            {formatMoney(won.item.price, intl)}
          </span>
          {several && (
            <span className={styles.diff} data-outcome={outcomeOf(diff)} data-testid="won-diff">
              {formatMoney(diff, intl, { signed: true })}
            </span>
          )}
        </span>
        {won.lootID && <ItemState won={won} lootID={won.lootID} onSell={onSell} onKeep={onKeep} />}
      </span>
    </li>
  );
}

/** The result panel under the arena. */
export function WonItems({ run, casePrice, onSell, onKeep, onSellAll, next }: WonItemsProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const box = useRef<HTMLElement>(null);
  const pricePerCase = run.opening ? run.opening.price : casePrice;
  const sum = resultSummary(run.won, pricePerCase);
  const several = run.won.length > 1;
  const value = formatMoney(sum.value, intl);
  const paid = formatMoney(sum.paid, intl);
  const against = run.demo
    ? t('cases.result.worthDemo', { value, paid })
    : sum.paid === 0
      ? t('cases.result.worthFree', { value })
      : t('cases.result.worth', { value, paid });
  const selling = run.won.some((w) => w.state === 'selling');
  const cards = run.won.map((w, i) => (
    <WonCard
      key={`${w.item.id}-${i}`}
      won={w}
      pricePerCase={pricePerCase}
      several={several}
      onSell={onSell}
      onKeep={onKeep}
    />
  ));
  useEffect(() => {
    // On a phone the result starts below the reels: bring as much of it in as fits without losing the reels.
    box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [run.key]);
  return (
    <section
      ref={box}
      className={styles.won}
      data-testid="won-items"
      data-outcome={sum.outcome}
      aria-live="polite"
    >
      <div className={styles.head}>
        <div className={styles.verdict}>
          <h2 className={styles.h2}>{run.demo ? t('cases.won.demoTitle') : t('cases.won.title')}</h2>
          <span className={styles.total} data-outcome={sum.outcome} data-testid="result-diff">
            {t(`cases.result.${sum.outcome}`)} {formatMoney(sum.diff, intl, { signed: true })}
          </span>
          <span className={styles.against} data-testid="result-against">
            {against}
          </span>
        </div>
        <div className={styles.next}>
          {sum.sellable.length > 0 && (
            <Button
              icon="coin"
              onClick={() => onSellAll(sum.sellable)}
              disabled={selling}
              data-testid="sell-all"
            >
              {t('cases.result.sellAll', { price: formatMoney(sum.sellValue, intl) })}
            </Button>
          )}
          {next}
        </div>
      </div>
      {run.demo && (
        <p className={`${note.note} ${styles.demoNote}`}>
          <Icon name="info" size={15} />
          {t('cases.won.demoNote')}
        </p>
      )}
      {several ? (
        <AutoGrid list min={200} phone={2}>
          {cards}
        </AutoGrid>
      ) : (
        <ul className={`${layout.plainList} ${styles.single}`}>{cards}</ul>
      )}
    </section>
  );
}
