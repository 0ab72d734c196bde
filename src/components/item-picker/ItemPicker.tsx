/**
 * Picks catalog items (the upgrader's target, the exchange's receive side, the case generator's contents): text
 * search, weapon and rarity filters and price order over GET /v1/item/list, page by page. The caller decides what
 * a pick does; `minPrice`/`maxPrice` narrow the list further (e.g. the upgrader's multiplier presets).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRarityGrade } from '../../domain/rarity';
import { useItemFacetsQuery } from '../../api/item';
import { useSettled } from '../../lib/use-settled';
import { useSkinName } from '../../lib/use-skin-name';
import type { CatalogItem } from '../../protocol/catalog';
import type { ItemListQuery, ItemSort } from '../../protocol/item';
import { SearchInput } from '../SearchInput';
import { SelectInput } from '../SelectInput';
import { ItemPage } from './ItemPage';
import styles from './Picker.module.css';

/** Props of ItemPicker. */
export interface ItemPickerProps {
  /** Called when the player clicks an item. */
  onPick: (item: CatalogItem) => void;
  /** Ids shown as selected. */
  selected?: readonly string[];
  /** A price window in cents, inside which the player's own filters apply. */
  minPrice?: number;
  maxPrice?: number;
  /** The first order shown. */
  sort?: ItemSort;
  testId?: string;
}

const ALL = '';
// Typing settles before the list asks the server again.
const SEARCH_DELAY_MS = 250;

/** The filters and the pages of matching items. */
export function ItemPicker({
  onPick,
  selected = [],
  minPrice,
  maxPrice,
  sort: first,
  testId,
}: ItemPickerProps) {
  const { t } = useTranslation();
  const names = useSkinName();
  const facets = useItemFacetsQuery().data;
  const [text, setText] = useState('');
  const [weapon, setWeapon] = useState(ALL);
  const [grade, setGrade] = useState(ALL);
  const [sort, setSort] = useState<ItemSort>(first ?? 'price_asc');
  const q = useSettled(text.trim(), SEARCH_DELAY_MS);
  const query: ItemListQuery = {
    q: q || undefined,
    weapon: weapon || undefined,
    grade: isRarityGrade(grade) ? grade : undefined,
    minPrice,
    maxPrice,
    sort,
  };
  const filterKey = JSON.stringify(query);
  // Each loaded page is its own query; new filters start again from the first page.
  const [pages, setPages] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: filterKey,
    cursors: [undefined],
  });
  const cursors = pages.key === filterKey ? pages.cursors : [undefined];
  const more = (cursor: string) => setPages({ key: filterKey, cursors: [...cursors, cursor] });

  const weapons = (facets?.weapons ?? []).map((w) => ({
    value: w,
    label: names.parts({ weapon: w, finish: '' }).weapon,
  }));
  // Grades as CS2 names them: knives and gloves are "★ Rare Special Item", Contraband is the Howl alone.
  const grades = (facets?.grades ?? []).map((g) => ({ value: g, label: t(`rarity.${g}`) }));
  return (
    <div className={styles.picker} data-testid={testId}>
      <div className={styles.toolbar}>
        <SearchInput value={text} onChange={setText} label={t('itemPicker.search')} testId="item-search" />
        <SelectInput
          label={t('itemPicker.weapon')}
          hideLabel
          value={weapon}
          options={[{ value: ALL, label: t('itemPicker.allWeapons') }, ...weapons]}
          onChange={setWeapon}
          testId="item-weapon"
        />
        <SelectInput
          label={t('itemPicker.rarity')}
          hideLabel
          value={grade}
          options={[{ value: ALL, label: t('itemPicker.allRarities') }, ...grades]}
          onChange={setGrade}
          testId="item-rarity"
        />
        <SelectInput<ItemSort>
          label={t('itemPicker.sort')}
          hideLabel
          value={sort}
          options={[
            { value: 'price_asc', label: t('itemPicker.priceAsc') },
            { value: 'price_desc', label: t('itemPicker.priceDesc') },
          ]}
          onChange={setSort}
          testId="item-sort"
        />
      </div>
      <div className={styles.grid}>
        {cursors.map((cursor, i) => (
          <ItemPage
            key={cursor ?? 'first'}
            query={{ ...query, cursor }}
            last={i === cursors.length - 1}
            first={i === 0}
            selected={selected}
            onPick={onPick}
            onMore={more}
          />
        ))}
      </div>
    </div>
  );
}
