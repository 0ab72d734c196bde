/** The site header: logo, navigation, language picker and account area; a menu on phones. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { Logo } from '../../components/Logo';
import { splitLocalePath } from '../../lib/locale-path';
import { AccountArea } from '../layouts/AccountArea';
import { LanguagePicker } from './LanguagePicker';
import { PRIMARY_NAV, SECONDARY_NAV, isNavActive, type NavItem } from './nav-items';
import styles from './Header.module.css';

function NavLinks({ items, path, className }: { items: readonly NavItem[]; path: string; className: string }) {
  const { t } = useTranslation();
  return items.map((item) => {
    const active = isNavActive(item, path);
    return (
      <LocaleLink key={item.to} to={item.to} className={className} aria-current={active ? 'page' : undefined} data-active={active || undefined}>
        <Icon name={item.icon} size={18} />
        <span>{t(item.label)}</span>
      </LocaleLink>
    );
  });
}

/** The header; `compact` (immersive screens) swaps the navigation for a back link. */
export function Header({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = splitLocalePath(pathname).rest;
  const [menuOpen, setMenuOpen] = useState(false);

  // Any navigation closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={`${styles.header} ${compact ? styles.compact : ''}`}>
      <div className={styles.inner}>
        {compact && (
          <LocaleLink to="/" className={styles.back}>
            <Icon name="chevronLeft" size={18} />
            <span>{t('layout.pureBack')}</span>
          </LocaleLink>
        )}
        <LocaleLink to="/" className={styles.brand}>
          <Logo />
        </LocaleLink>
        {!compact && (
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <NavLinks items={PRIMARY_NAV} path={path} className={styles.link} />
          </nav>
        )}
        <div className={styles.right}>
          <LanguagePicker />
          <AccountArea />
          {!compact && (
            <button
              type="button"
              className={styles.burger}
              aria-expanded={menuOpen}
              aria-controls="phone-menu"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((v) => !v)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
            </button>
          )}
        </div>
      </div>
      {!compact && (
        <nav id="phone-menu" className={styles.drawer} hidden={!menuOpen} aria-label={t('nav.label')}>
          <div className={styles.drawerGrid}>
            <NavLinks items={PRIMARY_NAV} path={path} className={styles.drawerLink} />
          </div>
          <p className={styles.drawerHeading}>{t('nav.more')}</p>
          <div className={styles.drawerGrid}>
            <NavLinks items={SECONDARY_NAV} path={path} className={styles.drawerLink} />
          </div>
        </nav>
      )}
    </header>
  );
}
