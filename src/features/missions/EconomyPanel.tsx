/**
 * The published rates of /missions (ECONOMY.md rule 5): the rakeback share, what a point and a ticket are worth at
 * the shop, the welcome allowance, the share of the house edge rewards may cost and the wagering requirement; and,
 * signed in, the player's wagering progress and rewards waiting for more play.
 */
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/Panel';
import { Stat, StatGroup } from '../../components/Stat';
import { formatMoney } from '../../domain/format';
import { useEconomyQuery } from '../../api/missions';
import { useIntlLocale } from '../../lib/use-locale';
import { WageringBar } from '../../components/WageringBar';
import styles from './MissionsPage.module.css';

/** The rates card (the figures read as dashes until the answer arrives). */
export function EconomyPanel({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { data } = useEconomyQuery();
  const r = data?.rates;
  const cents = (c: number) => formatMoney(c, intl);
  const fraction = (c: number) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 }).format(
      c / 100,
    );
  return (
    <Panel as="section" className={styles.rakeback} testId="economy-rates">
      <div className={styles.rakebackHead}>
        <h2 className={styles.h2}>{t('missions.economy.title')}</h2>
        <p>
          {r
            ? t('missions.economy.text', { share: r.budgetSharePercent, welcome: cents(r.welcomeCents) })
            : '—'}
        </p>
      </div>
      <StatGroup min={150}>
        <Stat label={t('missions.economy.rakeback')} value={r ? `${r.rakebackPercent}%` : '—'} icon="coin" />
        <Stat label={t('missions.economy.point')} value={r ? fraction(r.pointCents) : '—'} icon="star" />
        <Stat label={t('missions.economy.ticket')} value={r ? fraction(r.ticketCents) : '—'} icon="gift" />
        <Stat label={t('missions.economy.welcome')} value={r ? cents(r.welcomeCents) : '—'} icon="check" />
        <Stat
          label={t('missions.economy.wagering')}
          value={r ? t('missions.economy.times', { n: r.wageringMultiplier }) : '—'}
          icon="target"
        />
      </StatGroup>
      {signedIn && data?.me && data.me.waitingPlayNeeded > 0 && (
        <p className={styles.muted} data-testid="rewards-waiting">
          {t('missions.economy.waiting', { amount: cents(data.me.waitingPlayNeeded) })}
        </p>
      )}
      {signedIn && <WageringBar />}
    </Panel>
  );
}
