/** The header's More menu: the features the bar has no room for, and every other one, at every desktop width. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { PopupTrigger } from '../../components/PopupTrigger';
import { useDismiss } from '../../components/use-dismiss';
import { isNavActive, type NavItem } from './nav-items';
import { NavLinks } from './NavLinks';
import styles from './MoreMenu.module.css';

/** Props: the bar's entries that did not fit, the other entries, and the current unprefixed path. */
export function MoreMenu({
  overflow,
  others,
  path,
}: {
  overflow: readonly NavItem[];
  others: readonly NavItem[];
  path: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, root, setOpen);
  const active = [...overflow, ...others].some((item) => isNavActive(item, path));
  const close = () => setOpen(false);
  return (
    <div className={styles.more} ref={root}>
      <PopupTrigger
        popup="menu"
        open={open}
        onToggle={() => setOpen((v) => !v)}
        className={styles.button}
        aria-controls="more-menu"
        data-active={active || undefined}
        testId="nav-more"
      >
        <span>{t('nav.more')}</span>
        <Icon name="chevronDown" size={16} />
      </PopupTrigger>
      {open && (
        <div id="more-menu" className={styles.menu} role="menu" aria-label={t('nav.more')}>
          {overflow.length > 0 && (
            <>
              <NavLinks items={overflow} path={path} className={styles.item} role="menuitem" onPick={close} />
              <hr className={styles.rule} />
            </>
          )}
          <NavLinks items={others} path={path} className={styles.item} role="menuitem" onPick={close} />
        </div>
      )}
    </div>
  );
}
