/**
 * "Top drops from this case": the most valuable items the case really dropped lately (GET /v1/case/top-drops),
 * dearest first, in a strip that scrolls sideways. It says so when nobody opened the case lately, and it is
 * refreshed only once the player's own result is on screen, so it never shows a drop before the reels land.
 */
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Price } from '../../components/Price';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { itemGrade } from '../../domain/rarity';
import { useCaseTopDropsQuery } from '../../api/case';
import { useSkinName } from '../../lib/use-skin-name';
import { cardRank } from '../../arena';
import type { LootFeedEntry } from '../../protocol/catalog';
import plate from './plate.module.css';
import styles from './TopDrops.module.css';

/** One drop: art, name, grade, price and who won it. */
function TopDrop({ drop }: { drop: LootFeedEntry }) {
  const { t } = useTranslation();
  const namer = useSkinName();
  const rank = cardRank(drop.item);
  // A player who keeps their profile private comes without id or name.
  const player = drop.user.userID ? drop.user.nickname : t('drops.hiddenPlayer');
  return (
    <li
      className={`rarity-plate ${plate.card} ${styles.drop}`}
      style={{ '--rc': `var(--rarity-${rank})` } as CSSProperties}
      data-testid="top-drop"
      data-drop-id={drop.id}
      data-item-id={drop.item.id}
    >
      <img
        src={drop.item.image}
        alt=""
        width={112}
        height={84}
        loading="lazy"
        className={`${plate.art} ${styles.art}`}
      />
      <span className={`${plate.grade} ${styles.grade}`}>{t(`rarity.${itemGrade(rank, drop.item)}`)}</span>
      <span className={styles.name}>{namer.full(drop.item)}</span>
      <span className={styles.meta}>
        <Price cents={drop.item.price} coin={false} className={styles.price} />
        <span className={styles.player}>{player}</span>
      </span>
    </li>
  );
}

/** Props of TopDrops: `fresh` changes (to a non-zero value) when a result of this case has just been shown. */
export interface TopDropsProps {
  caseId: string;
  fresh: number;
}

/** The strip of a case's top drops. */
export function TopDrops({ caseId, fresh }: TopDropsProps) {
  const { t } = useTranslation();
  const { data, isError, refetch } = useCaseTopDropsQuery(caseId);
  useEffect(() => {
    if (fresh) void refetch();
  }, [fresh, refetch]);
  const days = data?.days ?? 0;
  return (
    <section className={styles.section} data-testid="top-drops" aria-busy={!data && !isError}>
      <SectionHeader
        title={t('cases.topDrops.title')}
        text={data ? t('cases.topDrops.text', { count: days }) : undefined}
      />
      {isError ? (
        <EmptyState role="alert" icon="alert" text={t('cases.topDrops.error')} framed muted />
      ) : !data ? (
        <Skeleton height={150} radius={16} />
      ) : data.list.length === 0 ? (
        <EmptyState
          icon="box"
          text={t('cases.topDrops.empty', { count: days })}
          framed
          muted
          testId="top-drops-empty"
        />
      ) : (
        <ul className={styles.strip}>
          {data.list.map((d) => (
            <TopDrop key={d.id} drop={d} />
          ))}
        </ul>
      )}
    </section>
  );
}
