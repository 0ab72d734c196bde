/**
 * SPEC dialog 6: pending won items with select, select all, cancel, sell one, sell selected and load more; the
 * selected items can also be withdrawn to Steam (issue 12), and the withdrawals below show their status live.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ItemCard } from '../../components/ItemCard';
import { Modal } from '../../components/modal/Modal';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../domain/format';
import { createLogger } from '../../lib/logger';
import type { LootView } from '../../protocol/catalog';
import { pendingLoot, useGetLootListQuery, useSellLootMutation } from '../../api/loot';
import { appendPage, selectionSummary, toggleId } from './selection';
import styles from './ActiveItemsDialog.module.css';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe } from '../../api/user';
import { useGetWithdrawalsQuery } from '../../api/trade';
import { WITHDRAW_MAX_ITEMS } from '../../domain/withdrawals';
import { useWithdraw } from './use-withdraw';
import { WithdrawNotice } from './WithdrawNotice';
import { WithdrawalList } from './WithdrawalList';
import { WageringBar } from '../../components/WageringBar';

const log = createLogger('active-items');

/** Props of ActiveItemsDialog. */
export interface ActiveItemsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens Settings (where the trade URL is saved). */
  onOpenSettings?: () => void;
}

/** The active items dialog. */
export function ActiveItemsDialog({ open, onClose, onOpenSettings }: ActiveItemsDialogProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const first = useGetLootListQuery(pendingLoot(null), { skip: !open, refetchOnMountOrArgChange: true });
  const [cursor, setCursor] = useState<string | null>(null);
  const more = useGetLootListQuery(pendingLoot(cursor), { skip: !open || cursor === null });
  const [extra, setExtra] = useState<LootView[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sell, { isLoading: selling }] = useSellLootMutation();
  const me = useMe().data;
  const userID = me?.user.userID ?? null;
  const withdrawals = useGetWithdrawalsQuery(userID ?? '', { skip: !open || userID === null });
  const { withdraw, withdrawing, problem, clearProblem } = useWithdraw();

  // Every fresh first page starts the list over (after a sale, or on reopening).
  useEffect(() => {
    setExtra([]);
    setCursor(null);
  }, [first.data]);
  useEffect(() => {
    const page = more.data;
    if (page && cursor !== null) setExtra((x) => appendPage(x, page.list));
  }, [more.data, cursor]);
  useEffect(() => {
    if (!open) setSelected(new Set());
    if (!open) clearProblem();
  }, [open, clearProblem]);

  const list = appendPage(first.data?.list ?? [], extra);
  const nextCursor = cursor === null ? (first.data?.cursor ?? null) : (more.data?.cursor ?? null);
  const { count, total } = selectionSummary(list, selected);
  const all = list.length > 0 && count === list.length;
  const tradeUrlSaved = Boolean(me?.prefs.tradeURL);
  const busy = selling || withdrawing;

  const doSell = async (ids: string[]) => {
    if (ids.length === 0) return;
    try {
      await sell(ids).unwrap();
      setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
    } catch (err) {
      // SPEC section 8: sell failures are only logged.
      log.error('sell failed', err);
    }
  };

  const doWithdraw = async () => {
    const ids = [...selected];
    if (await withdraw(ids)) setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('activeItems.title')}
      size="lg"
      footer={
        <div className={styles.foot}>
          <span className={styles.summary} data-testid="selection-summary">
            {t('activeItems.selected', { n: count })}
            <Price cents={total} className={styles.total} />
          </span>
          {count > 0 && (
            <Button variant="ghost" onClick={() => setSelected(new Set())} data-testid="selection-cancel">
              {t('activeItems.cancel')}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={count === 0 || count > WITHDRAW_MAX_ITEMS || !tradeUrlSaved || busy}
            onClick={() => void doWithdraw()}
            data-testid="withdraw-selected"
          >
            {t('withdraw.action', { n: count })}
          </Button>
          <Button
            disabled={count === 0 || busy}
            onClick={() => void doSell([...selected])}
            data-testid="sell-selected"
          >
            {t('activeItems.sellSelected', { amount: formatMoney(total, intl) })}
          </Button>
        </div>
      }
    >
      <div className={styles.root} data-testid="active-items-dialog">
        <WageringBar skip={!open} />
        <div className={styles.bar}>
          <p className={styles.hint}>{t('activeItems.hint')}</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.length === 0 || all}
            onClick={() => setSelected(new Set(list.map((e) => e.id)))}
            data-testid="select-all"
          >
            {t('activeItems.selectAll')}
          </Button>
        </div>
        <WithdrawNotice
          tradeUrlSaved={tradeUrlSaved}
          tooMany={count > WITHDRAW_MAX_ITEMS}
          problem={problem}
          onOpenSettings={onOpenSettings}
        />
        {first.isLoading ? (
          <div className={styles.center}>
            <Spinner />
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            muted
            icon="box"
            iconSize={36}
            title={t('activeItems.emptyTitle')}
            text={t('activeItems.empty')}
            className={styles.empty}
          />
        ) : (
          <AutoGrid min={150} className={styles.grid}>
            {list.map((e) => (
              <ItemCard
                key={e.id}
                testId="active-item"
                item={e.item}
                selected={selected.has(e.id)}
                onToggle={() => setSelected((s) => toggleId(s, e.id))}
              >
                <Button
                  variant="secondary"
                  size="sm"
                  block
                  disabled={busy}
                  onClick={() => void doSell([e.id])}
                  data-testid="sell-one"
                >
                  {t('activeItems.sell')}
                </Button>
              </ItemCard>
            ))}
          </AutoGrid>
        )}
        {nextCursor && (
          <Button
            variant="ghost"
            block
            disabled={more.isFetching}
            onClick={() => setCursor(nextCursor)}
            data-testid="load-more"
          >
            {more.isFetching ? t('common.loading') : t('activeItems.loadMore')}
          </Button>
        )}
        <WithdrawalList list={withdrawals.data ?? []} />
      </div>
    </Modal>
  );
}
