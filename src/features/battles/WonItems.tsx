/** Under a seat: the items it has won so far, newest first, filling as the arena lands each round. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { itemCard } from '../../arena';
import { formatMoney } from '../../domain/format';
import { rarityColor } from '../../domain/rarity';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { BattleRoll } from '../../protocol/battle';
import styles from './WonItems.module.css';

/** The landed rolls of one seat (newest first); nothing is drawn before the first lands. */
export function WonItems({ rolls, slot }: { rolls: readonly BattleRoll[]; slot: number }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { names } = useSkinName();
  if (rolls.length === 0) return null;
  return (
    <ol
      className={styles.list}
      aria-label={t('battles.view.wonItems')}
      data-testid={`won-items-${slot}`}
      reversed
    >
      {rolls.map((r) => {
        if (!r.item) return null;
        const card = itemCard(r.item, names);
        return (
          <li
            key={r.round}
            className={styles.item}
            style={{ '--rc': rarityColor(card.rarity) } as CSSProperties}
            data-testid="won-item"
            data-round={r.round}
          >
            {card.image ? (
              <img src={card.image} alt="" width={56} height={42} loading="lazy" />
            ) : (
              <span className={styles.noArt} />
            )}
            <span className={styles.name} title={card.name}>
              {card.name}
            </span>
            <b className={styles.price}>{formatMoney(r.price, intl)}</b>
          </li>
        );
      })}
    </ol>
  );
}
