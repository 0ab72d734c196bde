/** The case editor's rows: each item with its ticket range typed in, its tickets and chance, and a remove button. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Price } from '../../components/Price';
import { Table, type TableColumn } from '../../components/Table';
import { rowTickets } from '../../domain/catalog-admin';
import { useSkinName } from '../../lib/use-skin-name';
import { bound, rowPercent, type EditorRow } from './editor-model';
import styles from './catalog.module.css';

/** Props of EditorRows; without `onChange` the rows are read only (a published case). */
export interface EditorRowsProps {
  rows: readonly EditorRow[];
  onChange?: (rows: EditorRow[]) => void;
}

/** The rows table. */
export function EditorRows({ rows, onChange }: EditorRowsProps) {
  const { t } = useTranslation();
  const names = useSkinName();
  const set = (i: number, patch: Partial<EditorRow>) =>
    onChange?.(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const input = (r: EditorRow, i: number, key: 'min' | 'max') => {
    const label = t(key === 'min' ? 'admin.catalog.editor.rangeMin' : 'admin.catalog.editor.rangeMax');
    if (!onChange) return <span className={styles.mono}>{r[key]}</span>;
    const n = bound(r[key]);
    return (
      <input
        className={styles.rangeInput}
        inputMode="numeric"
        aria-label={`${label} ${r.item ? names.full(r.item) : r.itemID}`}
        aria-invalid={!Number.isInteger(n) || n < 1 || n > 100000 ? true : undefined}
        value={r[key]}
        onChange={(e) => set(i, { [key]: e.target.value })}
        data-testid={`catalog-row-${key}`}
      />
    );
  };
  const columns: TableColumn<EditorRow>[] = [
    {
      key: 'item',
      header: t('admin.catalog.editor.item'),
      cell: (r) =>
        r.item ? (
          <span className={styles.itemCell}>
            <img src={r.item.image} alt="" width={48} height={36} loading="lazy" />
            <span>{names.full(r.item)}</span>
          </span>
        ) : (
          <span className={styles.missing}>{t('admin.catalog.editor.itemGone', { id: r.itemID })}</span>
        ),
    },
    {
      key: 'price',
      header: t('admin.catalog.editor.itemPrice'),
      numeric: true,
      phoneHidden: true,
      cell: (r) => (r.item ? <Price cents={r.item.price} coin={false} /> : '—'),
    },
    {
      key: 'min',
      header: t('admin.catalog.editor.rangeMin'),
      numeric: true,
      cell: (r, i) => input(r, i, 'min'),
    },
    {
      key: 'max',
      header: t('admin.catalog.editor.rangeMax'),
      numeric: true,
      cell: (r, i) => input(r, i, 'max'),
    },
    {
      key: 'chance',
      header: t('admin.catalog.editor.chance'),
      numeric: true,
      cell: (r) => (
        <span
          className={styles.mono}
          title={String(rowTickets({ rangeMin: bound(r.min), rangeMax: bound(r.max) }))}
        >
          {rowPercent(r) || '—'}
        </span>
      ),
    },
  ];
  if (onChange) {
    columns.push({
      key: 'remove',
      header: <span className="visually-hidden">{t('admin.catalog.editor.remove')}</span>,
      cell: (_r, i) => (
        <Button
          variant="ghost"
          size="sm"
          icon="close"
          aria-label={t('admin.catalog.editor.remove')}
          onClick={() => onChange(rows.filter((_x, j) => j !== i))}
          data-testid="catalog-row-remove"
        />
      ),
    });
  }
  return (
    <Table
      framed
      columns={columns}
      rows={rows}
      rowKey={(r) => r.itemID}
      caption={t('admin.catalog.editor.rowsCaption')}
      testId="catalog-rows"
      rowProps={() => ({ testId: 'catalog-row' })}
    />
  );
}
