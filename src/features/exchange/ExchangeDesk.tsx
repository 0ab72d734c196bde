/**
 * The exchange itself (signed in): the give side (the player's pending items), the receive side (catalog items,
 * one may be picked twice), the summary with the fee and the change, and the last exchanges. The figures come from
 * src/domain/exchange.ts, the same arithmetic the server enforces.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskSide } from '../../components/DeskSide';
import { Icon } from '../../components/Icon';
import { ItemPicker } from '../../components/item-picker/ItemPicker';
import { LootPicker } from '../../components/item-picker/LootPicker';
import { Price } from '../../components/Price';
import { exchangeProblem, quoteExchange } from '../../domain/exchange';
import type { CatalogItem, LootView } from '../../protocol/catalog';
import { EXCHANGE_MAX_ITEMS } from '../../domain/exchange';
import { ExchangeHistory } from './ExchangeHistory';
import { ExchangeSummary } from './ExchangeSummary';
import { ReceivedList } from './ReceivedList';
import { useExchange } from './use-exchange';
import desk from '../../components/desk.module.css';
import styles from './ExchangePage.module.css';

/** The two sides, the summary and the history. */
export function ExchangeDesk() {
  const { t } = useTranslation();
  const [lootIDs, setLootIDs] = useState<string[]>([]);
  const [given, setGiven] = useState<LootView[]>([]);
  const [wanted, setWanted] = useState<CatalogItem[]>([]);
  const { send, sending } = useExchange();
  const quote = useMemo(
    () =>
      quoteExchange(
        given.map((l) => l.item.price),
        wanted.map((i) => i.price),
      ),
    [given, wanted],
  );
  const problem = exchangeProblem(quote, given.length, wanted.length);
  // With something given, the catalog shows only what still fits in what is left after the fee.
  const room = given.length > 0 ? Math.max(0, quote.credit - quote.receivedTotal) : undefined;

  const clearGiven = () => {
    setLootIDs([]);
    setGiven([]);
  };
  const confirm = async () => {
    const outcome = await send(
      lootIDs,
      wanted.map((i) => i.id),
    );
    if (outcome === 'done') setWanted([]);
    // Done, or some given item is gone: the loot list refetches and the selection starts again from it.
    if (outcome !== 'failed') clearGiven();
  };

  return (
    <div className={desk.desk}>
      <div className={styles.sides}>
        <DeskSide
          tone="give"
          title={t('pages.exchange.give')}
          count={t('pages.exchange.count', { count: given.length })}
          aside={
            <>
              <span className={styles.muted}>{t('pages.exchange.total')}</span>
              <Price cents={quote.givenTotal} testId="exchange-give-total" />
            </>
          }
        >
          <LootPicker
            selected={lootIDs}
            max={EXCHANGE_MAX_ITEMS}
            onChange={(ids, items) => {
              setLootIDs(ids);
              setGiven(items);
            }}
            testId="exchange-give"
          />
        </DeskSide>
        <span className={styles.swap} aria-hidden="true">
          <Icon name="exchange" size={22} />
        </span>
        <DeskSide
          tone="take"
          title={t('pages.exchange.receive')}
          count={t('pages.exchange.count', { count: wanted.length })}
          aside={
            <>
              <span className={styles.muted}>{t('pages.exchange.total')}</span>
              <Price cents={quote.receivedTotal} testId="exchange-receive-total" />
            </>
          }
        >
          <p className={styles.muted}>{t('pages.exchange.receiveHint', { max: EXCHANGE_MAX_ITEMS })}</p>
          <ReceivedList
            items={wanted}
            disabled={sending}
            onRemove={(index) => setWanted(wanted.filter((_, i) => i !== index))}
          />
          <ItemPicker
            selected={wanted.map((i) => i.id)}
            maxPrice={room}
            onPick={(item) => {
              if (wanted.length < EXCHANGE_MAX_ITEMS) setWanted([...wanted, item]);
            }}
            testId="exchange-receive"
          />
        </DeskSide>
      </div>
      <ExchangeSummary quote={quote} problem={problem} sending={sending} onConfirm={() => void confirm()} />
      <ExchangeHistory />
    </div>
  );
}
