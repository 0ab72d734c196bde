/**
 * Picks the signed-in player's pending items (the upgrader's stake, the exchange's give side): a multi-select of
 * at most `max`, page by page over GET /v1/loot/list. The caller gets the ids and the entries picked.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LootView } from '../../protocol/catalog';
import { LootPage } from './LootPage';
import styles from './Picker.module.css';

/** Props of LootPicker (controlled: `selected` is the caller's). */
export interface LootPickerProps {
  selected: readonly string[];
  onChange: (ids: string[], items: LootView[]) => void;
  /** Most items that can be selected. */
  max: number;
  testId?: string;
}

/** The pending items with their selection. */
export function LootPicker({ selected, onChange, max, testId }: LootPickerProps) {
  const { t } = useTranslation();
  // Entries the player has picked, so the caller gets whole entries back whatever page they came from.
  const picked = useRef(new Map<string, LootView>());
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const full = selected.length >= max;

  const toggle = (entry: LootView) => {
    const on = selected.includes(entry.id);
    if (!on && full) return;
    const ids = on ? selected.filter((id) => id !== entry.id) : [...selected, entry.id];
    if (!on) picked.current.set(entry.id, entry);
    const items = ids.flatMap((id) => picked.current.get(id) ?? []);
    onChange(
      items.map((e) => e.id),
      items,
    );
  };

  return (
    <div className={styles.picker} data-testid={testId}>
      <p className={styles.note} data-testid="loot-pick-count">
        {t('itemPicker.chosen', { count: selected.length, max })}
      </p>
      <div className={styles.grid}>
        {cursors.map((cursor, i) => (
          <LootPage
            key={cursor ?? 'first'}
            cursor={cursor}
            first={i === 0}
            last={i === cursors.length - 1}
            selected={selected}
            full={full}
            onToggle={toggle}
            onMore={(next) => setCursors([...cursors, next])}
          />
        ))}
      </div>
    </div>
  );
}
