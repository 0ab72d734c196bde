/** One marketplace offer: its item or case, the price, stock left of total, the player's limit, a quantity and Buy. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Price } from '../../components/Price';
import { rarityColor, isRarityRank } from '../../domain/rarity';
import { requestSignIn } from '../../lib/sign-in-request';
import { useSkinName } from '../../lib/use-skin-name';
import type { MarketOffer } from '../../protocol/event';
import { useAmounts, useEventError } from './event-format';
import { QuantityPicker } from '../../components/QuantityPicker';
import { useMarketBuy } from './use-market-buy';
import facts from '../../components/facts.module.css';
import layout from '../../components/layout.module.css';
import notes from '../../components/notes.module.css';
import styles from './offers.module.css';

/** The offer's art, name and worth. */
function OfferArt({ offer }: { offer: MarketOffer }) {
  const { t } = useTranslation();
  const { item, case: box } = offer;
  const namer = useSkinName();
  const color = item && isRarityRank(item.rarity) ? rarityColor(item.rarity) : 'var(--c-accent)';
  return (
    <div className={styles.art} style={{ ['--rc' as string]: color }}>
      <img src={item?.image ?? box?.image ?? ''} alt="" loading="lazy" width={150} height={112} />
      <Badge tone={offer.kind === 'case' ? 'violet' : 'neutral'} className={styles.kind}>
        {t(`events.market.kind.${offer.kind}`)}
      </Badge>
      <strong className={styles.name} data-testid="offer-name">
        {item ? namer.pair(item) : box?.title}
      </strong>
      {item && <Price cents={item.price} className={styles.worth} />}
    </div>
  );
}

/** One offer card; `signedIn` decides between Buy and a sign-in prompt. */
export function OfferCard({ offer, signedIn }: { offer: MarketOffer; signedIn: boolean }) {
  const { t } = useTranslation();
  const a = useAmounts();
  const explain = useEventError();
  const { buy, isLoading, error, reset } = useMarketBuy(offer.id);
  const left = Math.max(0, Math.min(offer.stock, offer.perPlayerLimit - offer.bought));
  const [qty, setQty] = useState(1);
  const quantity = Math.max(1, Math.min(qty, left));
  const blocked = !offer.available
    ? 'unavailable'
    : offer.stock <= 0
      ? 'soldOut'
      : left <= 0
        ? 'limit'
        : null;
  return (
    <article
      className={styles.card}
      data-testid="offer"
      data-offer-id={offer.id}
      data-currency={offer.currency}
      data-available={offer.available ? 'yes' : 'no'}
    >
      <OfferArt offer={offer} />
      <div className={styles.price} data-testid="offer-price">
        <Icon name={offer.currency === 'ticket' ? 'flame' : 'star'} size={14} />
        {a.price(offer.currency, offer.price)}
      </div>
      <dl className={`${facts.pairs} ${styles.facts}`}>
        <dt>{t('events.market.stock')}</dt>
        <dd data-testid="offer-stock">
          {t('events.market.stockOf', { left: a.count(offer.stock), total: a.count(offer.stockTotal) })}
        </dd>
        <dt>{t('events.market.limit')}</dt>
        <dd data-testid="offer-bought">
          {signedIn
            ? t('events.market.boughtOf', { bought: offer.bought, limit: offer.perPlayerLimit })
            : offer.perPlayerLimit}
        </dd>
      </dl>
      {blocked ? (
        <p className={notes.muted} data-testid="offer-blocked">
          {t(`events.market.blocked.${blocked}`)}
        </p>
      ) : signedIn ? (
        <div className={`${layout.bar} ${styles.buy}`}>
          <QuantityPicker
            value={quantity}
            max={left}
            onChange={(n) => {
              reset();
              setQty(n);
            }}
            label={t('events.market.quantity')}
            lessLabel={t('events.market.less')}
            moreLabel={t('events.market.more')}
          />
          <Button size="sm" disabled={isLoading} onClick={() => void buy(quantity)} data-testid="offer-buy">
            {t('events.market.buy', { price: a.price(offer.currency, offer.price * quantity) })}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="secondary" icon="user" onClick={() => requestSignIn()}>
          {t('events.market.signIn')}
        </Button>
      )}
      {error !== undefined && (
        <p className={notes.error} role="alert" data-testid="offer-error">
          {explain(error)}
        </p>
      )}
    </article>
  );
}
