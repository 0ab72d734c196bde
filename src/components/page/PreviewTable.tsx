/** A table of shimmering rows that previews data a screen will list. */
import { Skeleton } from '../Skeleton';
import { Table, type TableColumn } from '../Table';

/** Props of PreviewTable: translated column names and a row count. */
export interface PreviewTableProps {
  columns: readonly string[];
  rows?: number;
  caption?: string;
}

/** A preview table. */
export function PreviewTable({ columns, rows = 5, caption }: PreviewTableProps) {
  const cols: TableColumn<number>[] = columns.map((c, i) => ({
    key: c,
    header: c,
    cell: (r) => <Skeleton width={i === 0 ? 36 : `${40 + ((r * 17 + i * 23) % 45)}%`} height={12} />,
  }));
  const rowIds = Array.from({ length: rows }, (_, r) => r);
  return <Table columns={cols} rows={rowIds} rowKey={(r) => r} caption={caption} />;
}
