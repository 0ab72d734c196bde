/** A table of shimmering rows that previews data a screen will list. */
import { Skeleton } from '../Spinner';
import styles from './PreviewTable.module.css';

/** Props of PreviewTable: translated column names and a row count. */
export interface PreviewTableProps {
  columns: readonly string[];
  rows?: number;
  caption?: string;
}

/** A preview table. */
export function PreviewTable({ columns, rows = 5, caption }: PreviewTableProps) {
  return (
    <table className={styles.table}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, r) => (
          <tr key={r}>
            {columns.map((c, i) => (
              <td key={c}>
                <Skeleton width={i === 0 ? 36 : `${40 + ((r * 17 + i * 23) % 45)}%`} height={12} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
