/**
 * /event/marketplace: every offer of the event marketplace with its price in tickets or points, stock left, the
 * player's limit, a quantity and Buy; the player's two event wallets above it.
 */
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/Panel';
import { PageHeader } from '../../components/page/PageHeader';
import { Stat, StatGroup } from '../../components/Stat';
import { usePageCopy } from '../../lib/page-copy';
import { useMe, useSessionToken, walletBalance } from '../../api/user';
import { useAmounts } from './event-format';
import { EventSignIn } from './EventSignIn';
import { OfferGrid } from './OfferGrid';
import styles from './events.module.css';

/** The ticket and point wallets the offers are paid from. */
function Wallets() {
  const { t } = useTranslation();
  const a = useAmounts();
  const { data: me } = useMe();
  return (
    <Panel compact testId="market-wallets">
      <StatGroup min={150}>
        <Stat
          label={t('events.market.walletTickets')}
          icon="flame"
          value={me ? a.count(me.event.ticketBalance) : '…'}
          valueTestId="market-tickets"
        />
        <Stat
          label={t('events.market.walletPoints')}
          icon="star"
          value={me ? a.points(walletBalance(me, 'point')) : '…'}
          valueTestId="market-points"
        />
      </StatGroup>
    </Panel>
  );
}

/** Spend tickets and points. */
export function MarketplacePage() {
  const { t } = useTranslation();
  const copy = usePageCopy('marketplace');
  const signedIn = useSessionToken() !== null;
  return (
    <div className={styles.page} data-testid="marketplace-page">
      <PageHeader {...copy} icon="store" />
      <p className={styles.lead}>{t('events.market.rules')}</p>
      {signedIn ? (
        <Wallets />
      ) : (
        <EventSignIn text={t('events.market.signedOut')} testId="market-signed-out" />
      )}
      <OfferGrid />
    </div>
  );
}
