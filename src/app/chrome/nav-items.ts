/** The site's navigation entries, shared by the header, its More menu, the phone menu and the footer. */
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

/** Entries shown in the header bar, most wanted first: the last ones move into More when the bar runs out of room. */
export const PRIMARY_NAV: readonly NavItem[] = [
  { to: '/', label: 'nav.cases', icon: 'box', exact: true },
  { to: '/battles', label: 'nav.battles', icon: 'swords' },
  { to: '/upgrade', label: 'nav.upgrade', icon: 'upgrade' },
  { to: '/daily-cases', label: 'nav.daily', icon: 'gift' },
  { to: '/event/feast', label: 'nav.events', icon: 'flame', match: '/event' },
  { to: '/provably-fair', label: 'nav.fair', icon: 'shield' },
];

/** Every other feature: the header's More menu and the phone menu list them at every width. */
export const SECONDARY_NAV: readonly NavItem[] = [
  { to: '/missions', label: 'nav.missions', icon: 'target' },
  { to: '/exchange', label: 'nav.exchange', icon: 'exchange' },
  { to: '/hunts', label: 'nav.hunts', icon: 'search' },
  { to: '/my-cases', label: 'meta.myCases.title', icon: 'star' },
  { to: '/community-cases', label: 'nav.community', icon: 'users' },
  { to: '/generate-case', label: 'meta.generateCase.title', icon: 'sparkles' },
  { to: '/pre-battle', label: 'meta.preBattle.title', icon: 'play' },
  { to: '/ui-avatars', label: 'meta.uiAvatars.title', icon: 'user' },
  { to: '/faq', label: 'nav.faq', icon: 'info' },
];

/** Whether an entry is active for an unprefixed path. */
export function isNavActive(item: NavItem, path: string): boolean {
  if (item.exact) return path === item.to;
  const prefix = item.match ?? item.to;
  return path === prefix || path.startsWith(`${prefix}/`);
}
