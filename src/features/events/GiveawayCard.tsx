/** One open (or drawing) giveaway: kind, prizes, countdown, rules with the player's figures, entrants, entry. */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { Stat, StatGroup } from '../../components/Stat';
import { EndsInStat } from './EndsInStat';
import type { Giveaway } from '../../protocol/contests';
import { useAmounts } from './event-format';
import { GiveawayEntry } from './GiveawayEntry';
import { GiveawayPrizes } from './GiveawayPrizes';
import { GiveawayRules } from './GiveawayRules';
import layout from '../../components/layout.module.css';
import styles from './giveaways.module.css';

/** Props of GiveawayCard: `clock` reads the server's time; `onEnd` fires when the countdown reaches zero. */
export interface GiveawayCardProps {
  g: Giveaway;
  signedIn: boolean;
  clock: () => number;
  onEnd: () => void;
}

/** The card. */
export function GiveawayCard({ g, signedIn, clock, onEnd }: GiveawayCardProps) {
  const { t } = useTranslation();
  const a = useAmounts();
  return (
    <Panel as="section" className={styles.card} testId="giveaway">
      <div
        className={`${layout.bar} ${styles.head}`}
        data-giveaway-id={g.id}
        data-kind={g.kind}
        data-status={g.status}
        data-ends-at={g.endsAt}
      >
        <h2 className={styles.title}>{t(`events.giveaway.kind.${g.kind}`)}</h2>
        <Badge tone={g.status === 'open' ? 'success' : 'warning'} data-testid="giveaway-status">
          {t(`events.giveaway.status.${g.status}`)}
        </Badge>
      </div>
      <StatGroup min={120}>
        {g.status === 'open' ? (
          <EndsInStat kind="giveaway" endsAt={g.endsAt} now={clock} onZero={onEnd} />
        ) : (
          <Stat label={t('events.giveaway.beaconRound')} icon="hash" value={a.count(g.beacon.round)} />
        )}
        <Stat
          label={t('events.giveaway.entrants')}
          icon="users"
          value={a.count(g.entrants)}
          valueTestId="giveaway-entrants"
        />
        <Stat
          label={t('events.giveaway.entries')}
          icon="dice"
          value={a.count(g.entries)}
          valueTestId="giveaway-entries"
        />
      </StatGroup>
      <GiveawayPrizes prizes={g.prizes} />
      <GiveawayRules g={g} />
      <div className={styles.foot}>
        <GiveawayEntry g={g} signedIn={signedIn} />
        <ButtonLink to={`/event/giveaway-result/${g.id}`} size="sm" variant="ghost" icon="shield">
          {t('events.giveaway.details')}
        </ButtonLink>
      </div>
    </Panel>
  );
}
