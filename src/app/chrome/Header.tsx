/** The site header: logo, navigation, language picker and account area; a menu on phones. */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
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

function NavLinks({
  items,
  path,
  className,
}: {
  items: readonly NavItem[];
  path: string;
  className: string;
}) {
  const { t } = useTranslation();
  return items.map((item) => {
    const active = isNavActive(item, path);
    return (
      <LocaleLink
        key={item.to}
        to={item.to}
        className={className}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
      >
        <Icon name={item.icon} size={18} />
        <span>{t(item.label)}</span>
      </LocaleLink>
    );
  });
}

/** How much the bar gives up to fit: 0 everything, 1 no icons, 2 links move into the menu. */
type Fit = 0 | 1 | 2;

// Steps down until the links fit the room the bar gives them (long languages, narrow windows); starts over on
// every resize or language change. `round` forces a fresh measurement even when the level was already 0.
function useNavFit(ref: RefObject<HTMLElement | null>, language: string): Fit {
  const [state, setState] = useState<{ fit: Fit; round: number }>({ fit: 0, round: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && state.fit < 2 && el.scrollWidth > el.clientWidth + 1)
      setState((s) => ({ ...s, fit: (s.fit + 1) as Fit }));
  }, [ref, state]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      setState((s) => ({ fit: 0, round: s.round + 1 }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  // Only a change of language starts over: at mount the first measurement is already under way (a reset there cost
  // a second render and layout of the whole first screen, issue 14).
  const measuredLanguage = useRef(language);
  useLayoutEffect(() => {
    if (measuredLanguage.current === language) return;
    measuredLanguage.current = language;
    setState((s) => ({ fit: 0, round: s.round + 1 }));
  }, [language]);
  return state.fit;
}

/** The header; `compact` (immersive screens) swaps the navigation for a back link. */
export function Header({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const path = splitLocalePath(pathname).rest;
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const fit = useNavFit(navRef, i18n.language);
  const collapsed = fit === 2;

  // Any navigation closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header
      className={`${styles.header} ${compact ? styles.compact : ''}`}
      data-collapsed={collapsed || undefined}
      data-tight={fit === 1 || undefined}
    >
      <div className={styles.inner}>
        {compact && (
          // Phones hide the text: the label keeps the link named there.
          <LocaleLink to="/" className={styles.back} aria-label={t('layout.pureBack')}>
            <Icon name="chevronLeft" size={18} />
            <span>{t('layout.pureBack')}</span>
          </LocaleLink>
        )}
        <LocaleLink to="/" className={styles.brand}>
          <Logo />
        </LocaleLink>
        {!compact && (
          <nav
            ref={navRef}
            className={styles.nav}
            aria-label={t('nav.label')}
            aria-hidden={collapsed || undefined}
          >
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
          <p className={`overline ${styles.drawerHeading}`}>{t('nav.more')}</p>
          <div className={styles.drawerGrid}>
            <NavLinks items={SECONDARY_NAV} path={path} className={styles.drawerLink} />
          </div>
        </nav>
      )}
    </header>
  );
}
