/** The running feast at a glance: time left, the published ticket rate and, signed in, the player's tickets. */
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { Stat, StatGroup } from '../../components/Stat';
import { EndsInStat } from './EndsInStat';
import type { FeastEvent, FeastMe } from '../../protocol/event';
import { useAmounts } from './event-format';
import styles from './events.module.css';

/** Props of FeastSummary: `clock` reads the server's time. */
export interface FeastSummaryProps {
  event: FeastEvent;
  me: FeastMe | null;
  clock: () => number;
  onEnd?: () => void;
}

/** The published rate: "Every $1.00 wagered earns 1 ticket". */
export function TicketRate({ rate }: { rate: FeastEvent['ticketRate'] }) {
  const { t } = useTranslation();
  const a = useAmounts();
  return (
    <span data-testid="feast-rate" data-cents={rate.cents} data-tickets={rate.tickets}>
      {t('events.feast.rate', {
        money: a.money(rate.cents),
        count: rate.tickets,
        formatted: a.count(rate.tickets),
      })}
    </span>
  );
}

/** The feast's figures. */
export function FeastSummary({ event, me, clock, onEnd }: FeastSummaryProps) {
  const { t } = useTranslation();
  const a = useAmounts();
  return (
    <Panel as="section" className={styles.summary} testId="feast-summary">
      <p className={styles.rate}>
        <TicketRate rate={event.ticketRate} />
      </p>
      <StatGroup min={150}>
        <EndsInStat kind="feast" endsAt={event.endsAt} now={clock} onZero={onEnd} />
        {me && (
          <>
            <Stat
              label={t('events.feast.yourTickets')}
              icon="star"
              value={a.count(me.tickets)}
              valueTestId="feast-tickets"
            />
            <Stat
              label={t('events.feast.earned')}
              icon="flame"
              value={a.count(me.earned)}
              valueTestId="feast-earned"
            />
            <Stat
              label={t('events.feast.wagered')}
              icon="coin"
              value={<Price cents={me.wagered} coin={false} />}
              valueTestId="feast-wagered"
            />
          </>
        )}
      </StatGroup>
    </Panel>
  );
}
