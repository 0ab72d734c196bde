/** Entering a giveaway: Join (free, one entry), then extra entries bought with points up to the cap. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useBuyGiveawayEntriesMutation, useJoinGiveawayMutation } from '../../api/contests';
import { requestSignIn } from '../../lib/sign-in-request';
import type { Giveaway } from '../../protocol/contests';
import { useAmounts, useEventError } from './event-format';
import { QuantityPicker } from '../../components/QuantityPicker';
import { useIntentKey } from '../../lib/use-intent-key';
import notes from '../../components/notes.module.css';
import styles from './giveaways.module.css';

/** Extra entries for an entered player. */
function ExtraEntries({ g }: { g: Giveaway }) {
  const { t } = useTranslation();
  const a = useAmounts();
  const explain = useEventError();
  const keys = useIntentKey();
  const [send, { isLoading, error, reset }] = useBuyGiveawayEntriesMutation();
  const room = Math.max(0, g.rules.maxExtraEntries - (g.myEntries - 1));
  const [qty, setQty] = useState(1);
  const quantity = Math.max(1, Math.min(qty, room));
  if (g.rules.maxExtraEntries === 0) return null;
  if (room === 0) return <p className={notes.muted}>{t('events.giveaway.extraMaxed')}</p>;
  const buy = async () => {
    try {
      const idempotencyKey = keys.keyFor(`${g.id}:${quantity}`);
      await send({ giveawayID: g.id, quantity, idempotencyKey }).unwrap();
      keys.settle();
    } catch (err) {
      keys.settle(err);
    }
  };
  return (
    <div className={styles.extra}>
      <span className={notes.muted}>{t('events.giveaway.extraText', { count: room })}</span>
      <div className={styles.extraRow}>
        <QuantityPicker
          value={quantity}
          max={room}
          label={t('events.giveaway.extraLabel')}
          lessLabel={t('events.market.less')}
          moreLabel={t('events.market.more')}
          onChange={(n) => {
            reset();
            setQty(n);
          }}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={isLoading}
          onClick={() => void buy()}
          data-testid="giveaway-extra"
        >
          {t('events.giveaway.extraBuy', { points: a.points(g.rules.extraEntryPrice * quantity) })}
        </Button>
      </div>
      {error !== undefined && (
        <p className={notes.error} role="alert">
          {explain(error)}
        </p>
      )}
    </div>
  );
}

/** The entry controls of one open giveaway. */
export function GiveawayEntry({ g, signedIn }: { g: Giveaway; signedIn: boolean }) {
  const { t } = useTranslation();
  const explain = useEventError();
  const [join, { isLoading, error }] = useJoinGiveawayMutation();
  if (g.status !== 'open') return null;
  if (!signedIn)
    return (
      <Button size="sm" variant="secondary" icon="user" onClick={() => requestSignIn()}>
        {t('events.giveaway.signIn')}
      </Button>
    );
  if (g.entered)
    return (
      <div className={styles.entry}>
        <p className={styles.entered} data-testid="giveaway-entered">
          {t('events.giveaway.entered', { count: g.myEntries })}
        </p>
        <ExtraEntries g={g} />
      </div>
    );
  return (
    <div className={styles.entry}>
      <Button
        icon="gift"
        disabled={isLoading || g.eligibility?.eligible === false}
        onClick={() => void join(g.id)}
        data-testid="giveaway-join"
      >
        {t('events.giveaway.join')}
      </Button>
      {error !== undefined && (
        <p className={notes.error} role="alert">
          {explain(error)}
        </p>
      )}
    </div>
  );
}
