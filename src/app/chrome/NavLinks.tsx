/** A list of navigation links (the header bar, its More menu, the phone menu), the current one marked. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { isNavActive, type NavItem } from './nav-items';

/** The links of `items`; `path` is the current unprefixed path; `role` makes them menu items. */
export function NavLinks({
  items,
  path,
  className,
  role,
  onPick,
}: {
  items: readonly NavItem[];
  path: string;
  className: string;
  role?: 'menuitem';
  onPick?: () => void;
}) {
  const { t } = useTranslation();
  return items.map((item) => {
    const active = isNavActive(item, path);
    return (
      <LocaleLink
        key={item.to}
        to={item.to}
        className={className}
        role={role}
        onClick={onPick}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
      >
        <Icon name={item.icon} size={18} />
        <span>{t(item.label)}</span>
      </LocaleLink>
    );
  });
}
