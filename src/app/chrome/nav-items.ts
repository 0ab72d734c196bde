/** The site's navigation entries, shared by the header, the phone menu and the footer. */
import type { ParseKeys } from 'i18next';
import type { IconName } from '../../components/Icon';

/** One navigation entry; `to` is the English path and `match` the prefix that marks it active. */
export interface NavItem {
  to: string;
  label: ParseKeys;
  icon: IconName;
  match?: string;
  exact?: boolean;
}

/** Entries shown in the header bar. */
export const PRIMARY_NAV: readonly NavItem[] = [
  { to: '/', label: 'nav.cases', icon: 'box', exact: true },
  { to: '/battles', label: 'nav.battles', icon: 'swords' },
  { to: '/upgrade', label: 'nav.upgrade', icon: 'upgrade' },
  { to: '/daily-cases', label: 'nav.daily', icon: 'gift' },
  { to: '/event/feast', label: 'nav.events', icon: 'flame', match: '/event' },
  { to: '/provably-fair', label: 'nav.fair', icon: 'shield' },
];

/** Extra entries shown in the phone menu. */
export const SECONDARY_NAV: readonly NavItem[] = [
  { to: '/missions', label: 'nav.missions', icon: 'target' },
  { to: '/exchange', label: 'nav.exchange', icon: 'exchange' },
  { to: '/community-cases', label: 'nav.community', icon: 'users' },
  { to: '/hunts', label: 'nav.hunts', icon: 'search' },
  { to: '/faq', label: 'nav.faq', icon: 'info' },
];

/** Whether an entry is active for an unprefixed path. */
export function isNavActive(item: NavItem, path: string): boolean {
  if (item.exact) return path === item.to;
  const prefix = item.match ?? item.to;
  return path === prefix || path.startsWith(`${prefix}/`);
}
