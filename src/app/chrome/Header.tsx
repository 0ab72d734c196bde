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
import { MoreMenu } from './MoreMenu';
import { PRIMARY_NAV, SECONDARY_NAV } from './nav-items';
import { NavLinks } from './NavLinks';
import styles from './Header.module.css';

/** How much the bar gives up to fit: 0 nothing, 1 its icons, 1 + n its last n links (they move into More). */
type Fit = number;

const MAX_FIT = 1 + PRIMARY_NAV.length;

// Steps down until the links (`ref`) fit the room the bar gives them (long languages, narrow windows, a signed-in
// account corner); starts over whenever that room (`area`) changes size or the language changes. `round` forces a
// fresh measurement even when the level was already 0.
function useNavFit(
  ref: RefObject<HTMLElement | null>,
  area: RefObject<HTMLElement | null>,
  language: string,
): Fit {
  const [state, setState] = useState<{ fit: Fit; round: number }>({ fit: 0, round: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && state.fit < MAX_FIT && el.scrollWidth > el.clientWidth + 1)
      setState((s) => ({ ...s, fit: s.fit + 1 }));
  }, [ref, state]);
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      setState((s) => ({ fit: 0, round: s.round + 1 }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [area]);
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
  const navRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLElement>(null);
  const fit = useNavFit(navRef, areaRef, i18n.language);
  const shown = PRIMARY_NAV.length - Math.max(0, fit - 1);

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
      data-tight={fit >= 1 || undefined}
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
          // The links the bar has room for, then More with the rest: every feature is one or two clicks away.
          <nav ref={areaRef} className={styles.navArea} aria-label={t('nav.label')}>
            <div ref={navRef} className={styles.nav}>
              <NavLinks items={PRIMARY_NAV.slice(0, shown)} path={path} className={styles.link} />
            </div>
            <MoreMenu overflow={PRIMARY_NAV.slice(shown)} others={SECONDARY_NAV} path={path} />
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
