/** The signed-in header corner: balances, top-up, active items with a count badge and the user menu. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Icon } from '../../components/Icon';
import { LevelRing } from '../../components/LevelRing';
import { LocaleLink } from '../../components/LocaleLink';
import { PopupTrigger } from '../../components/PopupTrigger';
import { useDismiss } from '../../components/use-dismiss';
import { formatMoney, formatPoints } from '../../domain/format';
import { BagGlyph, GearGlyph, LogoutGlyph } from '../../features/account/glyphs';
import { useEventPrizeToasts } from '../../features/events/prize-toasts';
import { useLevelUpToasts } from '../../features/levels/level-up-toast';
import { useProfileChangedRefetch } from '../../api/user-live';
import { useBattleNotifications } from '../../lib/battle-notifications';
import { baseApi } from '../../api/base';
import { usePendingCount } from '../../api/loot';
import { clearToken, tokenCleared } from '../../lib/session';
import { useLogoutMutation, useMe, walletBalance } from '../../api/user';
import type { AccountDialog } from './AccountArea.types';
import styles from './AccountArea.module.css';
import { useIntlLocale } from '../../lib/use-locale';

// One entry of the user menu: a link when it has `to`, otherwise a button.
function MenuItem({
  to,
  onClick,
  testId,
  extraClass,
  children,
}: {
  to?: string;
  onClick: () => void;
  testId?: string;
  extraClass?: string;
  children: ReactNode;
}) {
  const className = extraClass ? `${styles.menuItem} ${extraClass}` : styles.menuItem;
  return to ? (
    <LocaleLink to={to} role="menuitem" className={className} onClick={onClick}>
      {children}
    </LocaleLink>
  ) : (
    <button type="button" role="menuitem" className={className} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

/** The balance, buttons and menu of a signed-in user. */
export function SignedInArea({ onOpen }: { onOpen: (d: AccountDialog) => void }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const dispatch = useDispatch();
  const { data: me, refetch, isUninitialized } = useMe();
  const pending = usePendingCount(false);
  const [menu, setMenu] = useState(false);
  const [logout] = useLogoutMutation();
  const menuRef = useRef<HTMLDivElement>(null);
  useLevelUpToasts();
  useProfileChangedRefetch();
  useBattleNotifications();
  useEventPrizeToasts();

  // Money may change in another tab (the payment page): look again when the visitor comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !isUninitialized) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch, isUninitialized]);

  useDismiss(menu, menuRef, setMenu);

  const signOut = async () => {
    setMenu(false);
    try {
      await logout().unwrap();
    } catch {
      // The session ends on this device whatever the server said.
    }
    clearToken();
    dispatch(tokenCleared());
    dispatch(baseApi.util.resetApiState());
  };

  const coins = walletBalance(me, 'coin');
  const points = walletBalance(me, 'point');
  const badge = pending.more ? `${pending.count}+` : String(pending.count);
  const user = me?.user;

  return (
    <>
      <div className={styles.wallet} data-testid="wallet">
        <button
          type="button"
          className={styles.coins}
          title={t('account.header.coins')}
          onClick={() => onOpen('payments')}
        >
          <Icon name="coin" size={16} />
          <span data-testid="balance-coin">{me ? formatMoney(coins, intl) : '—'}</span>
        </button>
        <span className={styles.points} title={t('account.header.points')}>
          <Icon name="star" size={14} />
          <span data-testid="balance-point">{me ? formatPoints(points, intl) : '—'}</span>
        </span>
        <button
          type="button"
          className={styles.topUp}
          onClick={() => onOpen('payments')}
          data-testid="top-up"
          aria-label={t('account.header.topUp')}
        >
          <Icon name="plus" size={16} />
          <span className={styles.topUpText}>{t('account.header.topUp')}</span>
        </button>
      </div>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.bag}`}
        onClick={() => onOpen('activeItems')}
        aria-label={t('account.header.activeItems', { n: badge })}
        data-testid="open-active-items"
      >
        <BagGlyph />
        {pending.count > 0 && (
          <span className={styles.badge} data-testid="active-items-count">
            {badge}
          </span>
        )}
      </button>
      <div className={styles.userMenu} ref={menuRef}>
        <PopupTrigger
          popup="menu"
          open={menu}
          onToggle={() => setMenu((v) => !v)}
          className={styles.avatarButton}
          aria-label={t('account.header.menu')}
          testId="user-menu"
        >
          {user?.avatar ? (
            <img src={user.avatar} alt="" className={styles.avatar} />
          ) : (
            <span className={styles.avatar} />
          )}
          {user ? (
            <LevelRing level={user.level} size={24} className={styles.levelRing} testId="header-level" />
          ) : (
            <span className={styles.level} title={t('account.header.level')}>
              ·
            </span>
          )}
        </PopupTrigger>
        {menu && user && (
          <div className={styles.menu} role="menu">
            <div className={styles.menuHead}>
              <strong>{user.nickname}</strong>
              <small>{t('account.header.levelValue', { level: user.level.lv })}</small>
              <small data-testid="header-level-next">
                {user.level.nextLevelXp === null
                  ? t('levels.top')
                  : t('levels.toNext', {
                      left: (user.level.nextLevelXp - user.level.xp).toLocaleString(intl),
                      level: user.level.lv + 1,
                    })}
              </small>
            </div>
            <MenuItem to={`/profile/${user.userID}`} onClick={() => setMenu(false)}>
              <Icon name="user" size={16} />
              {t('account.header.profile')}
            </MenuItem>
            <MenuItem
              extraClass={styles.phoneOnly}
              onClick={() => (setMenu(false), onOpen('activeItems'))}
              testId="menu-active-items"
            >
              <BagGlyph size={16} />
              {t('account.header.activeItems', { n: badge })}
            </MenuItem>
            <MenuItem to={`/profile/${user.userID}/payments`} onClick={() => setMenu(false)}>
              <Icon name="card" size={16} />
              {t('account.header.payments')}
            </MenuItem>
            <MenuItem onClick={() => (setMenu(false), onOpen('settings'))} testId="menu-settings">
              <GearGlyph size={16} />
              {t('settings.title')}
            </MenuItem>
            <MenuItem extraClass={styles.danger} onClick={() => void signOut()} testId="sign-out">
              <LogoutGlyph size={16} />
              {t('account.header.signOut')}
            </MenuItem>
          </div>
        )}
      </div>
    </>
  );
}
