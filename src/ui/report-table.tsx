// The one report table of the agent, record and money screens: its columns (the first names the
// row, as a row header), its rows or, when there is none, the empty notice, and the pager below;
// while the report loads (no rows yet), its placeholder.
// The totals of a report are figures above it (the screens' figure grids), not a row of the table.
//   <ReportTable
//     columns={[{ header: t('column.member'), cell: (r) => r.userName }, { header: t('column.bets'), cell: (r) => <Money value={r.betTotal} symbol={sym} /> }]}
//     rows={rows} rowKey={(r) => r.userName} empty={t('pnl.empty')} />
import type { Key, ReactNode } from 'react';
import { Notice } from '@/ui/page';
import { Pager } from '@/ui/range-picker';
import '@/ui/report-table.css';

export interface ReportColumn<R> {
  /** Already translated. */
  header: ReactNode;
  cell: (row: R, index: number) => ReactNode;
  /** A class of the column's cells in a row. */
  cellClass?: (row: R) => string | undefined;
}

export interface ReportPaging {
  pageNum: number;
  totalPages: number;
  onPage: (pageNum: number) => void;
}

export interface ReportTableProps<R> {
  columns: readonly ReportColumn<R>[];
  /** Undefined while the report loads: `loading` shows instead. */
  rows: readonly R[] | undefined;
  /** The placeholder while the rows load (a skeleton of the table's size). */
  loading?: ReactNode;
  rowKey: (row: R) => Key;
  /** The notice (already translated) shown instead of the table when there is no row; without it the table shows empty. */
  empty?: string;
  /** Names the table for assistive technology only. */
  caption?: string;
  paging?: ReportPaging;
  /**
   * 'wide' (the default): the report's full-width table, scrolling sideways on a narrow screen;
   * 'inset': a small table inside a card (a rebate's breakdown), styled by `className`.
   */
  layout?: 'wide' | 'inset';
  className?: string;
}

export function ReportTable<R>({ columns, rows, loading, rowKey, empty, caption, paging, layout = 'wide', className }: ReportTableProps<R>) {
  if (rows === undefined) return loading ?? null;
  if (rows.length === 0 && empty !== undefined) return <Notice title={empty} />;
  const [head, ...rest] = columns;
  const table = (
    <table className={className ?? 'report-table'}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)}>
            {head ? (
              <th scope="row" className={head.cellClass?.(row)}>
                {head.cell(row, index)}
              </th>
            ) : null}
            {rest.map((c, i) => (
              <td key={i} className={c.cellClass?.(row)}>
                {c.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      {layout === 'wide' ? <div className="report-scroll">{table}</div> : table}
      {paging ? <Pager pageNum={paging.pageNum} totalPages={paging.totalPages} onPage={paging.onPage} /> : null}
    </>
  );
}

export interface ReportListProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => Key;
  /** The record's name, left of its amount. */
  title: (row: R) => ReactNode;
  /** The amount, with its own `record__amount` element (a Money, or a signed text). */
  amount: (row: R) => ReactNode;
  /** The line below: what identifies the record (reference, time) … */
  detail: (row: R) => ReactNode;
  /** … and, on its right, its status or balance. */
  side: (row: R) => ReactNode;
  paging?: ReportPaging;
}

/** The same report as a list of records, one card a row (the record pages of the wallet). */
export function ReportList<R>({ rows, rowKey, title, amount, detail, side, paging }: ReportListProps<R>) {
  return (
    <>
      <ul className="stack-list">
        {rows.map((row) => (
          <li key={rowKey(row)} className="record">
            <div className="record__main">
              <span className="record__title">{title(row)}</span>
              {amount(row)}
            </div>
            <div className="record__sub">
              <span>{detail(row)}</span>
              {side(row)}
            </div>
          </li>
        ))}
      </ul>
      {paging ? <Pager pageNum={paging.pageNum} totalPages={paging.totalPages} onPage={paging.onPage} /> : null}
    </>
  );
}
