/**
 * Money > House: the house accounts, the daily result per game for the last days, what the house is exposed to
 * (open battles, items players hold, items on their way out or still reversible), and one player's reward budget.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { SelectInput } from '../../components/SelectInput';
import { Stat, StatGroup } from '../../components/Stat';
import { Table } from '../../components/Table';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { DailyResult, HouseAccount } from '../../protocol/admin-money';
import { useMoneyHouseQuery, usePlayerEconomyQuery } from './api';
import styles from './money.module.css';

const DAYS = ['7', '14', '30', '90'] as const;

/** The house page. */
export function HousePage() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [days, setDays] = useState<(typeof DAYS)[number]>('7');
  const [player, setPlayer] = useState('');
  const { data, isError } = useMoneyHouseQuery(Number(days));
  const id = player.trim();
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(id);
  const eco = usePlayerEconomyQuery(id, { skip: !valid });
  const money = (c: number) => formatMoney(c, locale);
  const signed = (c: number) => (
    <span className={c >= 0 ? styles.positive : styles.negative}>
      {formatMoney(c, locale, { signed: true })}
    </span>
  );
  const balance = (a: HouseAccount) =>
    a.currency === 'coin'
      ? money(a.balance)
      : t('admin.money.house.units', { n: a.balance, currency: a.currency });

  return (
    <div className={styles.page} data-testid="money-house">
      <h1 className={styles.heading}>{t('admin.money.house.title')}</h1>
      {isError && <p className={styles.error}>{t('admin.money.problems.generic')}</p>}
      {data && (
        <>
          <h2 className={styles.heading}>{t('admin.money.house.exposure')}</h2>
          <StatGroup testId="exposure">
            <Stat
              variant="box"
              label={t('admin.money.house.openBattles', { n: data.exposure.openBattles })}
              value={money(data.exposure.openBattleStakes)}
            />
            <Stat
              variant="box"
              label={t('admin.money.house.pendingLoot', { n: data.exposure.pendingLootCount })}
              value={money(data.exposure.pendingLootValue)}
              valueTestId="exposure-pending-loot"
            />
            <Stat
              variant="box"
              label={t('admin.money.house.withdrawing', { n: data.exposure.withdrawingCount })}
              value={money(data.exposure.withdrawingValue)}
            />
            <Stat
              variant="box"
              label={t('admin.money.house.reversible', { n: data.exposure.reversibleCount })}
              value={money(data.exposure.reversibleValue)}
            />
          </StatGroup>
          <div className={styles.row}>
            <h2 className={styles.heading}>{t('admin.money.house.daily')}</h2>
            <SelectInput
              label={t('admin.money.house.days')}
              value={days}
              options={DAYS.map((d) => ({
                value: d,
                label: t('admin.money.house.lastDays', { n: Number(d) }),
              }))}
              onChange={setDays}
              testId="house-days"
            />
          </div>
          <p className={styles.muted}>{t('admin.money.house.dailyLead')}</p>
          {data.days.length === 0 ? (
            <EmptyState title={t('admin.money.house.noPlay')} framed />
          ) : (
            <Table<DailyResult>
              framed
              testId="daily-results"
              rows={data.days}
              rowKey={(r) => `${r.day}:${r.game}`}
              columns={[
                { key: 'day', header: t('admin.money.house.day'), cell: (r) => r.day },
                {
                  key: 'game',
                  header: t('admin.money.house.game'),
                  cell: (r) => t(`admin.money.house.games.${r.game}`),
                },
                {
                  key: 'in',
                  header: t('admin.money.house.coinsIn'),
                  numeric: true,
                  cell: (r) => money(r.coinsIn),
                },
                {
                  key: 'itemsIn',
                  header: t('admin.money.house.itemsIn'),
                  numeric: true,
                  phoneHidden: true,
                  cell: (r) => money(r.itemsIn),
                },
                {
                  key: 'out',
                  header: t('admin.money.house.itemsOut'),
                  numeric: true,
                  cell: (r) => money(r.itemsOut),
                },
                {
                  key: 'points',
                  header: t('admin.money.house.points'),
                  numeric: true,
                  phoneHidden: true,
                  cell: (r) => (r.points ? r.points : '—'),
                },
                {
                  key: 'result',
                  header: t('admin.money.house.result'),
                  numeric: true,
                  cell: (r) => signed(r.result),
                },
              ]}
            />
          )}
          <h2 className={styles.heading}>{t('admin.money.house.accounts')}</h2>
          <Table<HouseAccount>
            framed
            testId="house-accounts"
            rows={data.accounts}
            rowKey={(a) => `${a.name}:${a.currency}`}
            columns={[
              {
                key: 'name',
                header: t('admin.money.house.account'),
                cell: (a) => <span className={styles.mono}>{a.name}</span>,
              },
              { key: 'currency', header: t('admin.money.house.currency'), cell: (a) => a.currency },
              { key: 'balance', header: t('admin.money.house.balance'), numeric: true, cell: balance },
            ]}
          />
        </>
      )}
      <Panel>
        <div className={styles.form}>
          <h2 className={styles.heading}>{t('admin.money.house.budget')}</h2>
          <p className={styles.muted}>{t('admin.money.house.budgetLead')}</p>
          <Field
            label={t('admin.money.orders.player')}
            value={player}
            onChange={(e) => setPlayer(e.target.value)}
            data-testid="budget-player"
          />
          {valid && eco.isError && <p className={styles.error}>{t('admin.money.problems.user_not_found')}</p>}
          {valid && eco.data && (
            <dl className={styles.facts} data-testid="budget">
              <dt>{t('admin.money.orders.player')}</dt>
              <dd>{eco.data.nickname}</dd>
              <dt>{t('admin.money.house.coins')}</dt>
              <dd>{money(eco.data.coinBalance)}</dd>
              <dt>{t('admin.money.house.room')}</dt>
              <dd>{money(eco.data.economy.roomCents)}</dd>
              <dt>{t('admin.money.house.used')}</dt>
              <dd>{money(eco.data.economy.usedCents)}</dd>
              <dt>{t('admin.money.house.waiting')}</dt>
              <dd>{eco.data.economy.waitingPoints}</dd>
              <dt>{t('admin.money.house.wagering')}</dt>
              <dd>
                {money(eco.data.economy.wageringLeft)} / {money(eco.data.economy.wageringTotal)}
              </dd>
            </dl>
          )}
        </div>
      </Panel>
    </div>
  );
}

/** The page as the back office's sections load it. */
export const Component = HousePage;
