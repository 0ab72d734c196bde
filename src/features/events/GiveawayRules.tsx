/** A giveaway's entry rules (minimum level, wager in the last 7 days) beside the player's own figures. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { Giveaway } from '../../protocol/contests';
import { useAmounts } from './event-format';
import styles from './giveaways.module.css';

/** ✓ or ✗ before a rule the player meets or misses (nothing signed out). */
function Met({ ok }: { ok: boolean | null }) {
  if (ok === null) return null;
  return (
    <span className={ok ? styles.met : styles.missed}>
      <Icon name={ok ? 'check' : 'close'} size={12} />
    </span>
  );
}

/** The rules list and, signed in, whether the player may enter. */
export function GiveawayRules({ g }: { g: Giveaway }) {
  const { t } = useTranslation();
  const a = useAmounts();
  const e = g.eligibility;
  return (
    <div className={styles.rules} data-testid="giveaway-rules">
      <ul>
        <li>
          <Met ok={e ? e.level >= g.rules.minLevel : null} />
          {t('events.giveaway.minLevel', { level: g.rules.minLevel })}
          {e && <span className={styles.mine}>{t('events.giveaway.yourLevel', { level: e.level })}</span>}
        </li>
        <li>
          <Met ok={e ? e.wagered7d >= g.rules.minWager7d : null} />
          {t('events.giveaway.minWager', { money: a.money(g.rules.minWager7d) })}
          {e && (
            <span className={styles.mine}>
              {t('events.giveaway.yourWager', { money: a.money(e.wagered7d) })}
            </span>
          )}
        </li>
      </ul>
      {e && (
        <p
          className={e.eligible ? styles.eligible : styles.ineligible}
          data-testid="giveaway-eligible"
          data-eligible={e.eligible ? 'yes' : 'no'}
        >
          {e.eligible ? t('events.giveaway.eligible') : t('events.giveaway.ineligible')}
        </p>
      )}
    </div>
  );
}
