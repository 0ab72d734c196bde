/** Rows of the profile's history tabs: an inventory item, a battle (to its replay), an opening (to its case and the verifier), an upgrade (to the verifier). */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { Price } from '../../components/Price';
import { caseCursor } from '../../domain/case-opening';
import { formatChance } from '../../domain/format';
import { isRarityRank, rarityColor } from '../../domain/rarity';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { CatalogItem, LootView } from '../../protocol/catalog';
import type { ProfileBattle, ProfileOpening, ProfileUpgrade } from '../../protocol/profile';
import layout from '../../components/layout.module.css';
import styles from './ProfileHistory.module.css';

function When({ at }: { at: number }) {
  const intl = useIntlLocale();
  return (
    <time className={styles.when} dateTime={new Date(at).toISOString()}>
      {new Date(at).toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** An item's art on its rarity colour and its name in the player's naming. */
function ItemName({ item }: { item: CatalogItem }) {
  const name = useSkinName().full(item);
  const style = {
    '--rarity': isRarityRank(item.rarity) ? rarityColor(item.rarity) : undefined,
  } as CSSProperties;
  return (
    <span className={styles.item} style={style}>
      <img src={item.image} alt="" loading="lazy" />
      <span>
        <strong>{name}</strong>
        {item.exterior && <small>{item.exterior}</small>}
      </span>
    </span>
  );
}

const LOOT_TONES: Record<string, BadgeTone> = { pending: 'accent', sold: 'neutral', withdrawn: 'success' };

/** An inventory entry: the item, its price and its state. */
export function InventoryRow({ loot }: { loot: LootView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.line} data-testid="inventory-row" data-loot-id={loot.id} data-status={loot.status}>
      <ItemName item={loot.item} />
      <Price cents={loot.item.price} iconSize={14} />
      <Badge plain tone={LOOT_TONES[loot.status] ?? 'neutral'} className={styles.badge}>
        {t(`profile.history.loot.${loot.status}`, { defaultValue: loot.status })}
      </Badge>
      <When at={loot.createdAt} />
    </div>
  );
}

/** A battle: mode and seats, the stake, the result, linked to its replay. */
export function BattleRow({ battle }: { battle: ProfileBattle }) {
  const { t } = useTranslation();
  const result =
    battle.state === 'finished'
      ? battle.won
        ? { tone: 'success' as const, text: t('profile.history.battle.won') }
        : { tone: 'danger' as const, text: t('profile.history.battle.lost') }
      : { tone: 'neutral' as const, text: t(`profile.history.battle.${battle.state}`) };
  return (
    <LocaleLink
      to={`/battles/view/${battle.id}`}
      className={`${styles.line} ${styles.link}`}
      data-testid="battle-row"
      data-battle-id={battle.id}
      data-result={battle.state === 'finished' ? (battle.won ? 'won' : 'lost') : battle.state}
    >
      <span className={styles.title}>
        <Icon name="swords" size={18} />
        <strong>{t(`modes.${battle.mode}`)}</strong>
        <small>
          {t(`battles.new.types.${battle.type}`)} ·{' '}
          {t('profile.history.battle.players', { count: battle.players })}
        </small>
      </span>
      <span className={styles.cost}>
        <small>{t('profile.history.battle.stake')}</small>
        <Price cents={battle.cost} iconSize={14} />
      </span>
      <Badge plain tone={result.tone} className={styles.badge}>
        {result.text}
      </Badge>
      {battle.state === 'finished' ? <Price cents={battle.winAmount} iconSize={14} /> : <span />}
      <When at={battle.createdAt} />
    </LocaleLink>
  );
}

/** The verifier prefilled with a roll's public facts (the server seed is shown once the pair is rotated). */
function verifyLink(o: ProfileOpening, cursor: string): string {
  const q = new URLSearchParams({
    roll: '1',
    hash: o.serverSeedHash,
    clientSeed: o.clientSeed,
    nonce: String(o.nonce),
    cursor,
  });
  return `/provably-fair?${q.toString()}#verify`;
}

/** An opening: the case (linked), each item it gave, the price, and the facts to verify it. */
export function OpeningRow({ opening }: { opening: ProfileOpening }) {
  const { t } = useTranslation();
  return (
    <div className={styles.opening} data-testid="opening-row" data-opening-id={opening.id}>
      <div className={styles.line}>
        <LocaleLink to={`/cases/open/${opening.caseID}`} className={`${styles.title} ${styles.caseLink}`}>
          <img src={opening.caseImage} alt="" loading="lazy" className={styles.caseArt} />
          <strong>{opening.caseTitle}</strong>
          <small>{t('profile.history.opening.cases', { count: opening.results.length })}</small>
        </LocaleLink>
        <Price cents={opening.price * opening.results.length} iconSize={14} />
        <When at={opening.createdAt} />
      </div>
      <ul className={styles.drops}>
        {opening.results.map((r) => (
          <li key={r.index}>
            <ItemName item={r.item} />
            <Price cents={r.item.price} iconSize={14} />
          </li>
        ))}
      </ul>
      <p className={`${layout.wrapRow} ${styles.fair}`}>
        <span>
          {t('profile.history.opening.nonce')} <code>{opening.nonce}</code>
        </span>
        <span className={styles.hash}>
          <span>{t('profile.history.opening.hash')}</span>
          <code title={opening.serverSeedHash}>{opening.serverSeedHash}</code>
        </span>
        <LocaleLink
          to={verifyLink(opening, opening.results[0]?.cursor ?? caseCursor(0))}
          data-testid="opening-verify"
        >
          <Icon name="shield" size={14} /> {t('profile.history.opening.verify')}
        </LocaleLink>
      </p>
    </div>
  );
}

/** What went into an upgrade: its items, with coins or not, or coins alone. */
function upgradeStakeParts(t: TFunction, u: ProfileUpgrade): string {
  if (u.itemsCount === 0) return t('profile.upgrades.coinsOnly');
  const key = u.coins > 0 ? 'profile.upgrades.itemsAndCoins' : 'profile.upgrades.items';
  return t(key, { count: u.itemsCount });
}

/** An upgrade: the target it aimed at, the stake, won or lost, its chance and roll, linked to the verifier. */
export function UpgradeRow({ upgrade }: { upgrade: ProfileUpgrade }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  return (
    <div
      className={styles.opening}
      data-testid="upgrade-row"
      data-upgrade-id={upgrade.id}
      data-result={upgrade.won ? 'won' : 'lost'}
    >
      <div className={styles.line}>
        <ItemName item={upgrade.target} />
        <span className={styles.cost}>
          <small>{t('profile.upgrades.stake')}</small>
          <Price cents={upgrade.stake} iconSize={14} />
        </span>
        <Badge plain tone={upgrade.won ? 'success' : 'danger'} className={styles.badge}>
          {upgrade.won ? t('profile.upgrades.won') : t('profile.upgrades.lost')}
        </Badge>
        <When at={upgrade.createdAt} />
      </div>
      <p className={`${layout.wrapRow} ${styles.fair}`}>
        <span>{upgradeStakeParts(t, upgrade)}</span>
        <span>
          {t('profile.upgrades.chance')} <code>{formatChance(upgrade.winTickets, intl)}</code>
        </span>
        <span>
          {t('profile.upgrades.roll')} <code>{upgrade.roll}</code>
        </span>
        <span>
          {t('profile.upgrades.nonce')} <code>{upgrade.nonce}</code>
        </span>
        <span className={styles.hash}>
          <span>{t('profile.history.opening.hash')}</span>
          <code title={upgrade.serverSeedHash}>{upgrade.serverSeedHash}</code>
        </span>
        <LocaleLink
          to={`/provably-fair?upgrade=${encodeURIComponent(upgrade.id)}`}
          className={styles.verify}
          data-testid="upgrade-verify"
        >
          <Icon name="shield" size={14} /> {t('profile.upgrades.verify')}
        </LocaleLink>
      </p>
    </div>
  );
}
