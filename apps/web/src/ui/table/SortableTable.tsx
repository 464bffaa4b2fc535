import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COMMON } from '#text/common.ts';
import styles from './SortableTable.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** The column's name in words, when the header shows something shorter or richer. */
  label?: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Kept in view while the table scrolls sideways (the first columns on a phone). */
  sticky?: boolean;
  /** The left offset of a sticky column that follows another sticky one (a CSS length). */
  stickyLeft?: string;
  /** Kept in view at the right edge while the table scrolls sideways (the total on a phone). */
  stickyEnd?: boolean;
  /** A row header cell (<th scope="row">) instead of a data cell. */
  rowHeader?: boolean;
  className?: string;
}

interface SortableTableProps<Row> {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort: { key: string; direction: SortDirection } | null;
  onSort: (key: string) => void;
  sortLabel: (header: string) => string;
  /** Marks a row (the user's own). */
  isHighlighted?: (row: Row) => boolean;
  /** A row shown above the others, apart from the order (the user's own when it is not on the page). */
  pinnedRow?: Row | null;
  pinnedLabel?: string;
  busy?: boolean;
}

const ARROWS: Record<SortDirection, string> = { ascending: '▲', descending: '▼' };

/** The summed width of the header cells with the class (the sticky columns at one edge). */
function headWidth(frame: HTMLElement, className: string | undefined): number {
  const cells = frame.querySelectorAll(`thead th.${className}`);
  return [...cells].reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0);
}

/**
 * Whether the element is wider than its box (the table scrolls sideways), kept up to date on
 * resize. It also pads the scrolling by the sticky columns, so a cell brought into view (a
 * focused sort button) lands beside them, not under them.
 */
function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      setOverflows(element.scrollWidth > element.clientWidth + 1);
      element.style.scrollPaddingLeft = `${headWidth(element, styles.sticky)}px`;
      element.style.scrollPaddingRight = `${headWidth(element, styles.stickyEnd)}px`;
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A data table whose sortable column headers are buttons. The sorted column carries
 * aria-sort; the table scrolls sideways inside its frame on narrow screens.
 */
export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  sortLabel,
  isHighlighted,
  pinnedRow,
  pinnedLabel,
  busy = false,
}: SortableTableProps<Row>) {
  const cellClass = (column: TableColumn<Row>) =>
    [
      styles.cell,
      styles[column.align ?? 'start'],
      column.sticky ? styles.sticky : '',
      column.stickyEnd ? styles.stickyEnd : '',
      column.className,
    ]
      .filter(Boolean)
      .join(' ');

  const cellStyle = (column: TableColumn<Row>) =>
    column.sticky && column.stickyLeft ? { left: column.stickyLeft } : undefined;

  const renderRow = (row: Row, extra?: string) => (
    <tr
      key={`${extra ?? ''}${rowKey(row)}`}
      className={[isHighlighted?.(row) ? styles.highlight : '', extra ? styles.pinned : '']
        .filter(Boolean)
        .join(' ')}
    >
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" className={cellClass(column)} style={cellStyle(column)}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.key} className={cellClass(column)} style={cellStyle(column)}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );

  const [frame, overflows] = useOverflowsSideways();

  return (
    <>
      {overflows ? (
        <p className={styles.scrollHint} aria-hidden="true">
          {COMMON.tableScrolls} <span className={styles.scrollArrow}>⇆</span>
        </p>
      ) : null}
      <div ref={frame} className={styles.frame} aria-busy={busy || undefined}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                const text = column.label ?? (typeof column.header === 'string' ? column.header : column.key);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={`${cellClass(column)} ${styles.head}`}
                    style={cellStyle(column)}
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        data-sorted={sorted}
                        title={sortLabel(text)}
                        aria-label={column.label ? text : undefined}
                        onClick={() => onSort(column.key)}
                      >
                        <span>{column.header}</span>
                        <span className={styles.arrow} aria-hidden="true">
                          {sorted ? ARROWS[sorted] : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {pinnedRow ? (
              <>
                {pinnedLabel ? (
                  <tr className={styles.pinnedLabel}>
                    <td colSpan={columns.length}>{pinnedLabel}</td>
                  </tr>
                ) : null}
                {renderRow(pinnedRow, 'pinned-')}
              </>
            ) : null}
            {rows.map((row) => renderRow(row))}
          </tbody>
        </table>
      </div>
    </>
  );
}
