/**
 * The case generator's draft: the picked items with their typed chances. Until the player types a chance, every
 * pick or removal shares 100% evenly again; "Even out" returns to that, "Fill" gives one item what is left.
 */
import { useCallback, useState } from 'react';
import { evenTickets, fillRemainder } from '../../domain/player-cases';
import { PLAYER_CASE_MAX_ITEMS } from '../../domain/player-cases';
import type { CatalogItem } from '../../protocol/catalog';
import { parsePercent, percentText, type DraftRow } from './generate-model';

/** The rows with their chances shared evenly. */
const evened = (rows: readonly DraftRow[]): DraftRow[] => {
  const shares = evenTickets(rows.length);
  return rows.map((r, i) => ({ ...r, text: percentText(shares[i]) }));
};

/** What the generator screen does with its draft. */
export interface GenerateDraft {
  rows: DraftRow[];
  /** Adds the item, or takes it out when it is in; false when the case is full. */
  toggle(item: CatalogItem): boolean;
  remove(id: string): void;
  setText(id: string, text: string): void;
  evenOut(): void;
  /** Gives the item what the others leave; false when they leave nothing. */
  fill(id: string): boolean;
  reset(): void;
}

/** The draft's state and actions. */
export function useGenerateDraft(): GenerateDraft {
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [typed, setTyped] = useState(false);
  const reshare = useCallback((next: DraftRow[]) => (typed ? next : evened(next)), [typed]);

  const toggle = (item: CatalogItem): boolean => {
    if (rows.some((r) => r.item.id === item.id)) {
      setRows(reshare(rows.filter((r) => r.item.id !== item.id)));
      return true;
    }
    if (rows.length >= PLAYER_CASE_MAX_ITEMS) return false;
    setRows(reshare([...rows, { item, text: '' }]));
    return true;
  };
  const fill = (id: string): boolean => {
    const index = rows.findIndex((r) => r.item.id === id);
    const filled = fillRemainder(
      rows.map((r) => parsePercent(r.text) ?? 0),
      index,
    );
    if (index < 0 || !filled) return false;
    setTyped(true);
    setRows(rows.map((r, i) => (i === index ? { ...r, text: percentText(filled[i]) } : r)));
    return true;
  };
  return {
    rows,
    toggle,
    fill,
    remove: (id) => setRows(reshare(rows.filter((r) => r.item.id !== id))),
    setText: (id, text) => {
      setTyped(true);
      setRows(rows.map((r) => (r.item.id === id ? { ...r, text } : r)));
    },
    evenOut: () => {
      setTyped(false);
      setRows(evened(rows));
    },
    reset: () => {
      setTyped(false);
      setRows([]);
    },
  };
}
