/** The signed-in player's upgrades, newest first: target, stake, chance, roll, result, each linked to the verifier. */
import type { CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { Price } from '../../components/Price';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { formatChance } from '../../domain/format';
import { isRarityRank, rarityColor } from '../../domain/rarity';
import { useUpgradeHistoryInfiniteQuery } from '../../api/upgrade';
import { useIntlLocale } from '../../lib/use-locale';
import { useSkinName } from '../../lib/use-skin-name';
import type { UpgradeResult } from '../../protocol/upgrade';
import { verifyPath } from './UpgradeOutcome';
import layout from '../../components/layout.module.css';
import styles from './UpgradeHistory.module.css';
import outcome from './UpgradeOutcome.module.css';

/** What went in: items with or without coins, or coins alone. */
function stakeText(t: TFunction, u: UpgradeResult): string {
  if (u.items.length === 0) return t('pages.upgrade.history.coinsOnly');
  return u.coins > 0
    ? t('pages.upgrade.history.itemsAndCoins', { count: u.items.length })
    : t('pages.upgrade.history.items', { count: u.items.length });
}

function Row({ u }: { u: UpgradeResult }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const namer = useSkinName();
  const color = isRarityRank(u.target.rarity) ? rarityColor(u.target.rarity) : 'var(--c-text-3)';
  return (
    <li
      className={styles.row}
      style={{ '--rc': color } as CSSProperties}
      data-testid="upgrade-history-row"
      data-upgrade-id={u.id}
      data-result={u.won ? 'won' : 'lost'}
    >
      <img src={u.target.image} alt="" width={56} height={42} className={styles.rowArt} />
      <span className={styles.rowMain}>
        <strong>{namer.full(u.target)}</strong>
        <small>
          {stakeText(t, u)} · <Price cents={u.stake} iconSize={12} />
        </small>
      </span>
      <span className={styles.rowFigures}>
        <span>
          {t('pages.upgrade.history.chance')} <code>{formatChance(u.winTickets, intl)}</code>
        </span>
        <span>
          {t('pages.upgrade.history.roll')} <code>{u.roll}</code>
        </span>
      </span>
      <Badge plain tone={u.won ? 'success' : 'danger'} className={styles.rowBadge}>
        {u.won ? t('pages.upgrade.history.won') : t('pages.upgrade.history.lost')}
      </Badge>
      <time className={styles.rowWhen} dateTime={new Date(u.createdAt).toISOString()}>
        {new Date(u.createdAt).toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      <LocaleLink
        to={verifyPath(u.id)}
        className={`${outcome.verify} ${styles.rowVerify}`}
        data-testid="upgrade-verify"
      >
        <Icon name="shield" size={14} /> {t('pages.upgrade.history.verify')}
      </LocaleLink>
    </li>
  );
}

/** The history section (signed in only); `shown` are upgrades just shown here, on top until the list has them. */
export function UpgradeHistory({ shown }: { shown: readonly UpgradeResult[] }) {
  const { t } = useTranslation();
  const q = useUpgradeHistoryInfiniteQuery();
  const loaded = q.data?.pages.flatMap((p) => p.list) ?? [];
  const known = new Set(loaded.map((u) => u.id));
  const list = [...shown.filter((u) => !known.has(u.id)), ...loaded];
  return (
    <section className={styles.history} data-testid="upgrade-history">
      <SectionHeader title={t('pages.upgrade.history.title')} />
      {q.isLoading && shown.length === 0 ? (
        <Skeleton height={96} radius={16} />
      ) : list.length === 0 ? (
        <EmptyState
          muted
          icon="upgrade"
          text={q.isError ? t('pages.upgrade.history.failed') : t('pages.upgrade.history.empty')}
          role={q.isError ? 'alert' : undefined}
          testId="upgrade-history-empty"
        />
      ) : (
        <>
          <ul className={layout.plainList}>
            {list.map((u) => (
              <Row key={u.id} u={u} />
            ))}
          </ul>
          {q.hasNextPage && (
            <Button
              variant="ghost"
              block
              disabled={q.isFetchingNextPage}
              onClick={() => void q.fetchNextPage()}
              data-testid="upgrade-history-more"
            >
              {t('pages.upgrade.history.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
