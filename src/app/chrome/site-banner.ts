/** The site banner's text for a locale (English when staff left that locale out) and its per-tab dismissal. */
import type { SiteBanner } from '../../protocol/meta';

/** The text to show in `locale`: its own, else English. */
export function bannerText(banner: Pick<SiteBanner, 'messages'>, locale: string): string {
  return banner.messages[locale] ?? banner.messages.en ?? '';
}

const KEY = 'ca.bannerDismissed';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the banner `id` was dismissed in this tab's session. */
export const isBannerDismissed = (id: string): boolean => tabStorage()?.getItem(KEY) === id;

/** Remembers for this tab's session that the banner `id` was dismissed (a newer banner shows again). */
export function dismissBanner(id: string): void {
  tabStorage()?.setItem(KEY, id);
}
