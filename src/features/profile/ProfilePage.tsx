/** The /profile/:id screen: a player's public card (avatar, level, joined, stats, best drop) and their history tabs. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/page/PageHeader';
import { Price } from '../../components/Price';
import { Skeleton } from '../../components/Skeleton';
import { Stat, StatGroup } from '../../components/Stat';
import { isRarityRank, itemGrade, rarityColor } from '../../domain/rarity';
import { formatCount } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { BestDrop } from '../../protocol/user';
import { useGetProfileQuery, useMe } from '../../api/user';
import { ProfileHistory } from './ProfileHistory';
import styles from './ProfilePage.module.css';

/** The best drop: art and glow in the item's rarity colour, its name, grade and price. */
function BestDropCard({ drop }: { drop: BestDrop }) {
  const { t } = useTranslation();
  const rank = isRarityRank(drop.rarity) ? drop.rarity : 7;
  const style = { '--rarity': rarityColor(rank) } as CSSProperties;
  return (
    <div
      className={styles.drop}
      style={style}
      data-testid="best-drop"
      data-item-id={drop.itemID}
      data-rarity={rank}
    >
      <img src={drop.image} alt={drop.name} />
      <div>
        <span className={styles.grade}>{t(`rarity.${itemGrade(rank, drop)}`)}</span>
        <strong>{drop.name}</strong>
        <Price cents={drop.price} iconSize={16} className={styles.price} />
      </div>
    </div>
  );
}

/** A player's profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { id = '' } = useParams();
  const { data, isError } = useGetProfileQuery(id);
  const isOwner = useMe().data?.user.userID === id;

  if (isError) {
    return (
      <div className={styles.page}>
        <PageHeader
          title={t('profile.notFoundTitle')}
          lead={t('profile.notFound')}
          eyebrow={t('meta.profile.title')}
          icon="user"
        />
      </div>
    );
  }
  const s = data?.stats;
  const hidden = data !== undefined && data.stats === null;
  const loading = <Skeleton width="60%" height={28} />;
  const winRate =
    s && s.battlesPlayed > 0 ? `${Math.round((s.battlesWon / s.battlesPlayed) * 100)}%` : s ? '—' : null;
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <PageHeader
            eyebrow={t('meta.profile.title')}
            icon="user"
            title={data ? data.user.nickname : t('common.loading')}
            lead={
              data?.joined != null
                ? t('profile.joined', {
                    date: new Date(data.joined).toLocaleDateString(intl, { dateStyle: 'long' }),
                  })
                : undefined
            }
          />
          {data && (
            <div className={styles.badges}>
              <Badge plain className={styles.level}>
                {t('profile.level', { level: data.user.level.lv })}
              </Badge>
              {data.user.isVerified && (
                <Badge plain>
                  <Icon name="check" size={14} />
                  {t('profile.verified')}
                </Badge>
              )}
              {data.user.isBot && <Badge plain>{t('profile.bot')}</Badge>}
              {!data.profilePublic && (
                <Badge plain data-testid="profile-private-badge">
                  <Icon name="lock" size={14} />
                  {t('profile.history.privateBadge')}
                </Badge>
              )}
            </div>
          )}
        </div>
      </div>
      {/* A private profile answers only its card to others: no stats, no best drop. */}
      {!hidden && (
        <>
          <StatGroup testId="profile-stats">
            <Stat
              variant="card"
              icon="box"
              label={t('profile.casesOpened')}
              value={s ? formatCount(s.casesOpened, intl) : loading}
            />
            <Stat
              variant="card"
              icon="swords"
              label={t('profile.battlesPlayed')}
              value={s ? formatCount(s.battlesPlayed, intl) : loading}
            />
            <Stat
              variant="card"
              icon="trophy"
              label={t('profile.battlesWon')}
              value={s ? formatCount(s.battlesWon, intl) : loading}
            />
            <Stat variant="card" icon="chart" label={t('profile.winRate')} value={winRate ?? loading} />
          </StatGroup>
          <section className={styles.best}>
            <h2>{t('profile.bestDrop')}</h2>
            {s?.bestDrop ? (
              <BestDropCard drop={s.bestDrop} />
            ) : (
              <p className={styles.muted}>{s ? t('profile.noDrop') : t('common.loading')}</p>
            )}
          </section>
        </>
      )}
      {data && <ProfileHistory userID={id} isOwner={isOwner} profilePublic={data.profilePublic} />}
    </div>
  );
}
