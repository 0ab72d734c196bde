/**
 * The live-drops rail: the site's real last drops (GET /v1/loot/feed, then the websocket feed), all of them or only
 * the top drops. A new drop slides in from the left (transform only, so nothing around it moves); each drop opens the
 * case, the battle or the upgrade it came from; a lobby bot's drop says it is a bot's. Before anything has dropped, it
 * says so.
 */
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../components/LocaleLink';
import { Price } from '../../components/Price';
import { SegmentedControl } from '../../components/SegmentedControl';
import { rarityColor, rarityRank } from '../../domain/rarity';
import { useGetLootFeedQuery } from '../../api/loot';
import { useSkinName } from '../../lib/use-skin-name';
import type { LootFeedEntry } from '../../protocol/ws-events';
import styles from './LiveDropsRail.module.css';

type Feed = 'all' | 'wow';

// A drop opens where it came from: the battle, the case, or the upgrade's verification.
const PATH: Record<LootFeedEntry['source'], (id: string) => string> = {
  battle: (id) => `/battles/view/${id}`,
  case: (id) => `/cases/open/${id}`,
  upgrade: (id) => `/provably-fair?upgrade=${encodeURIComponent(id)}`,
};
const LABEL = { battle: 'drops.wonBattle', case: 'drops.wonCase', upgrade: 'drops.wonUpgrade' } as const;

const pathOf = (d: LootFeedEntry): string | null => (d.sourceID ? PATH[d.source](d.sourceID) : null);

function Drop({ drop, fresh }: { drop: LootFeedEntry; fresh: boolean }) {
  const { t } = useTranslation();
  const rank = rarityRank(drop.item.rarity);
  const names = useSkinName().parts(drop.item);
  const name = `${names.weapon} | ${names.finish}`;
  // A player who keeps their profile private comes without id or name.
  const player = drop.user.userID ? drop.user.nickname : t('drops.hiddenPlayer');
  const bot = drop.user.isBot === true;
  const label = t(LABEL[drop.source], {
    player: bot ? t('drops.botPlayer', { player }) : player,
    item: name,
  });
  const to = pathOf(drop);
  const body = (
    <>
      <img src={drop.item.image} alt="" width={64} height={48} className={styles.art} loading="lazy" />
      <span className={styles.text}>
        <span className={styles.weapon}>{names.weapon}</span>
        <span className={styles.skin}>{names.finish}</span>
        <span className={styles.meta}>
          <Price cents={drop.item.price} iconSize={11} className={styles.price} />
          <span className={styles.player}>{player}</span>
          {bot && (
            <span className={styles.bot} data-testid="live-drop-bot">
              {t('drops.bot')}
            </span>
          )}
        </span>
      </span>
    </>
  );
  return (
    <li
      className={styles.drop}
      data-fresh={fresh || undefined}
      data-testid="live-drop"
      data-drop-id={drop.id}
      style={{ '--rc': rank ? rarityColor(rank) : 'var(--c-text-3)' } as CSSProperties}
    >
      {to ? (
        <LocaleLink to={to} className={styles.hit} aria-label={label} title={label}>
          {body}
        </LocaleLink>
      ) : (
        <span className={styles.hit} aria-label={label} title={label}>
          {body}
        </span>
      )}
    </li>
  );
}

/** The rail above the home layout's content. */
export function LiveDropsRail() {
  const { t } = useTranslation();
  const [feed, setFeed] = useState<Feed>('all');
  const { data: drops, isLoading } = useGetLootFeedQuery(feed);
  // Only a drop that arrives while the rail is shown slides in; the first answer just appears.
  const firstHead = useRef(new Map<Feed, string | null>());
  const head = drops?.[0]?.id ?? null;
  if (drops && !firstHead.current.has(feed)) firstHead.current.set(feed, head);
  const fresh = head !== null && firstHead.current.get(feed) !== head;
  return (
    <section className={styles.rail} aria-label={t('layout.liveDrops')} data-testid="live-drops">
      <div className={styles.head}>
        <div className={`overline ${styles.label}`}>
          <span className={styles.dot} />
          <span className={styles.labelText}>{t('layout.liveDrops')}</span>
        </div>
        <SegmentedControl<Feed>
          variant="pill"
          label={t('layout.liveDrops')}
          value={feed}
          onChange={setFeed}
          options={[
            { value: 'all', label: t('drops.all'), testId: 'drops-all' },
            { value: 'wow', label: t('drops.top'), testId: 'drops-top' },
          ]}
        />
      </div>
      <div className={styles.viewport} title={feed === 'wow' ? t('drops.topRule') : undefined}>
        {drops && drops.length > 0 ? (
          <ul className={styles.track} key={`${feed}:${head}`} data-enter={fresh || undefined}>
            {drops.map((d, i) => (
              <Drop key={d.id} drop={d} fresh={fresh && i === 0} />
            ))}
          </ul>
        ) : (
          !isLoading && (
            <p className={styles.empty} data-testid="live-drops-empty">
              {feed === 'wow' ? t('drops.topEmpty') : t('drops.empty')}
            </p>
          )
        )}
      </div>
    </section>
  );
}
