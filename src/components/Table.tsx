/** A data table from columns and rows: scrolls sideways on narrow screens and can hide minor columns on phones. */
import type { CSSProperties, ReactNode } from 'react';
import styles from './Table.module.css';

/** One column: `cell` draws a row's value; `numeric` right-aligns it; `phoneHidden` drops it below 640 px; `className` styles its cells. */
export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  numeric?: boolean;
  phoneHidden?: boolean;
  className?: string;
}

/** Per-row attributes (a style with custom properties, a test id). */
export interface TableRowProps {
  style?: CSSProperties;
  testId?: string;
  className?: string;
}

/** Props of Table: `framed` draws the rounded, bordered panel around it. */
export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  rowProps?: (row: Row, index: number) => TableRowProps;
  caption?: string;
  framed?: boolean;
  className?: string;
  testId?: string;
}

function cellClass<Row>(c: TableColumn<Row>, body: boolean): string | undefined {
  const cls = [
    c.numeric ? styles.num : '',
    c.phoneHidden ? styles.phoneHidden : '',
    body ? (c.className ?? '') : '',
  ]
    .filter(Boolean)
    .join(' ');
  return cls || undefined;
}

/** The table, wrapped so it scrolls instead of overflowing the page. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  framed,
  className,
  testId,
}: TableProps<Row>) {
  return (
    <div className={[styles.wrap, framed ? styles.framed : '', className ?? ''].join(' ')}>
      <table className={styles.table} data-testid={testId}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c, false)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const p = rowProps?.(row, i);
            return (
              <tr key={rowKey(row, i)} style={p?.style} className={p?.className} data-testid={p?.testId}>
                {columns.map((c) => (
                  <td key={c.key} className={cellClass(c, true)}>
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
