/**
 * Item names as the player wants them: in the interface language when "Translate skin names" is on (signed in:
 * the server's prefs.translateNames from user/me; signed out: this browser's choice), in English otherwise.
 * Every screen that shows a weapon or finish asks useSkinName(); a change applies everywhere at once.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  loadSkinNames,
  skinFullName,
  skinName,
  skinPair,
  skinNamesWanted,
  type NamedItem,
  type SkinNameLocale,
  type SkinNames,
} from '../domain/skin-names';
import { useLocale } from './use-locale';
import { useMe, useSessionToken } from '../api/user';
import { safeStorage as storage } from './safe-storage';

/** localStorage key of the signed-out translate-skin-names choice ('1' on, '0' off). */
const LOCAL_KEY = 'ca.translateSkinNames';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => void listeners.delete(cb);
};

/** This browser's choice (used while signed out). */
export function readLocalTranslateNames(): boolean {
  return storage()?.getItem(LOCAL_KEY) === '1';
}

/** Stores this browser's choice; every mounted name follows at once. */
export function writeLocalTranslateNames(on: boolean): void {
  storage()?.setItem(LOCAL_KEY, on ? '1' : '0');
  notify();
}

/** Whether names are translated: the account's preference when signed in, this browser's otherwise. */
export function useTranslateNames(): boolean {
  const signedIn = useSessionToken() !== null;
  const me = useMe();
  const local = useSyncExternalStore(subscribe, readLocalTranslateNames, () => false);
  return signedIn && me.data ? me.data.prefs.translateNames : local;
}

// Loaded tables, shared by every hook; a language's table is fetched once per page load.
const tables = new Map<SkinNameLocale, SkinNames>();
const loading = new Set<SkinNameLocale>();

function request(lang: SkinNameLocale): void {
  if (tables.has(lang) || loading.has(lang)) return;
  loading.add(lang);
  loadSkinNames(lang).then(
    (t) => {
      tables.set(lang, t);
      loading.delete(lang);
      notify();
    },
    // A failed chunk leaves English names; the next mount tries again.
    () => loading.delete(lang),
  );
}

/** Names an item: its weapon, its finish and its full name ('★ StatTrak™ Weapon | Finish'). */
export interface SkinNamer {
  /** The table in use (null: English), for pure builders such as the arena's shows. */
  names: SkinNames | null;
  parts(item: NamedItem): { weapon: string; finish: string };
  /** 'Weapon | Finish' without the ★ and StatTrak™ marks. */
  pair(item: NamedItem): string;
  full(item: NamedItem): string;
}

/** The namer for the current language and choice; English until the language's table has loaded. */
export function useSkinName(): SkinNamer {
  const wanted = skinNamesWanted(useLocale(), useTranslateNames());
  useEffect(() => {
    if (wanted) request(wanted);
  }, [wanted]);
  const names = useSyncExternalStore(
    subscribe,
    () => (wanted ? (tables.get(wanted) ?? null) : null),
    () => null,
  );
  return useMemo(
    () => ({
      names,
      parts: (item: NamedItem) => skinName(item, names),
      pair: (item: NamedItem) => skinPair(item, names),
      full: (item: NamedItem) => skinFullName(item, names),
    }),
    [names],
  );
}
