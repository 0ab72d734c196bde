/**
 * Browser notifications of battle news (the settings' "Email push" section turns them on, per browser): someone
 * took a seat in a battle the player waits in, and a battle they played finished. They come from the player's own
 * channel (90105) and show only while the tab is hidden; a click brings the tab back on that battle.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleNoticeEvent } from '../protocol/ws-events';
import { MsgType } from '../protocol/message-types';
import { formatMoney } from '../domain/format';
import { useUserEvent } from '../api/user-live';
import { useIntlLocale } from './use-locale';
import { safeStorage } from './safe-storage';

/** Which battle news this browser shows as notifications. */
export interface NotifyPrefs {
  joined: boolean;
  finished: boolean;
}

const KEY = 'ca.notify';
const OFF: NotifyPrefs = { joined: false, finished: false };

/** The saved choice of this browser (all off when none or unreadable). */
export function readNotifyPrefs(storage: Pick<Storage, 'getItem'> | null = safeStorage()): NotifyPrefs {
  try {
    const v = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<NotifyPrefs> | null;
    return { joined: v?.joined === true, finished: v?.finished === true };
  } catch {
    return OFF;
  }
}

/** Saves the choice of this browser. */
export function saveNotifyPrefs(
  p: NotifyPrefs,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  storage?.setItem(KEY, JSON.stringify(p));
}

/** True when this browser can show notifications at all. */
export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** What a notice says, as message keys and parameters, or null when this browser does not want it shown now. */
export function noticeToShow(
  e: BattleNoticeEvent,
  prefs: NotifyPrefs,
  hidden: boolean,
): { title: string; body: string; params: Record<string, string | number> } | null {
  if (!hidden || !prefs[e.kind]) return null;
  if (e.kind === 'joined')
    return {
      title: 'notify.joinedTitle',
      body: e.isBot ? 'notify.joinedBot' : 'notify.joined',
      params: { name: e.nickname, taken: e.seats.taken, total: e.seats.total },
    };
  return {
    title: e.won ? 'notify.wonTitle' : 'notify.finishedTitle',
    body: e.won ? 'notify.won' : 'notify.lost',
    params: { amount: e.amount },
  };
}

/** The choice of this browser, kept in step with the settings (other components and tabs). */
export function useNotifyPrefs(): [NotifyPrefs, (p: NotifyPrefs) => void] {
  const [prefs, setPrefs] = useState(readNotifyPrefs);
  useEffect(() => {
    const onStorage = (ev: StorageEvent) => ev.key === KEY && setPrefs(readNotifyPrefs());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const set = (p: NotifyPrefs) => {
    saveNotifyPrefs(p);
    setPrefs(p);
  };
  return [prefs, set];
}

/** Shows the player's battle news as browser notifications while the tab is hidden (mounted once, signed in). */
export function useBattleNotifications(): void {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  useUserEvent(MsgType.battleNotice, (e) => {
    if (!notificationsSupported() || Notification.permission !== 'granted') return;
    const n = noticeToShow(e, readNotifyPrefs(), document.visibilityState === 'hidden');
    if (!n) return;
    const params = { ...n.params, amount: formatMoney(Number(n.params.amount ?? 0), intl) };
    const shown = new Notification(t(n.title as 'notify.joinedTitle', params), {
      body: t(n.body as 'notify.joined', params),
      tag: `battle:${e.battleID}:${e.kind}`,
    });
    shown.onclick = () => {
      window.focus();
      window.location.assign(`/battles/view/${e.battleID}`);
    };
  });
}
