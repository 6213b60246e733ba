import { isValidElement, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider, Empty, Pagination, Spin, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useNarrowScreen } from './useNarrowScreen';

export type ScrollableTableProps<T> = TableProps<T> & {
  /** Names the scrolling region for screen readers, e.g. "Bookings table". */
  label: string;
  /**
   * The column whose value heads a row's card on a narrow screen; by default the column keyed
   * "title" or "name", else the first.
   */
  cardTitle?: string;
};

/**
 * The office's table: on a wide screen antd's Table, on a narrow one (a phone) one card per
 * row with the same columns as labelled fields, since a table squeezed into 390 px or scrolled
 * sideways cannot be read. Both show the same rows, pages and empty text.
 */
export function ScrollableTable<T extends object>(props: ScrollableTableProps<T>) {
  const narrow = useNarrowScreen();
  return narrow ? <RowCards<T> {...props} /> : <WideTable<T> {...props} />;
}

/**
 * antd's Table whose scrolling body a keyboard user can focus and scroll with the arrow keys
 * (WCAG 2.1.1, axe "scrollable-region-focusable"): antd renders that container itself and
 * re-creates it when the table switches between loading, empty and filled, so it is marked
 * after every change of the table's markup rather than once.
 */
function WideTable<T extends object>({ label, cardTitle: _cardTitle, ...props }: ScrollableTableProps<T>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('table');
  const scrolls = Boolean(props.scroll?.x || props.scroll?.y);

  useEffect(() => {
    const root = wrapper.current;
    if (!root || !scrolls) return;
    const selector = `.${prefix}-content, .${prefix}-body`;
    const mark = () => {
      for (const region of root.querySelectorAll<HTMLElement>(selector)) {
        if (region.tabIndex !== 0) region.tabIndex = 0;
        if (region.getAttribute('role') !== 'region') region.setAttribute('role', 'region');
        if (region.getAttribute('aria-label') !== label) region.setAttribute('aria-label', label);
      }
    };
    mark();
    // Only added or removed nodes are watched, so marking never triggers itself.
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label, prefix, scrolls]);

  return (
    <div ref={wrapper}>
      <Table<T> {...props} />
    </div>
  );
}

/** antd's own page size when a table is given no pagination settings. */
const ANTD_PAGE_SIZE = 10;

type Column<T> = ColumnType<T>;

function leafColumns<T>(columns: TableProps<T>['columns']): Column<T>[] {
  return (columns ?? []).flatMap((column) =>
    'children' in column && column.children ? leafColumns<T>(column.children) : [column as Column<T>],
  );
}

function valueAt(record: object, path: Column<object>['dataIndex']): unknown {
  if (path === undefined || path === null) return undefined;
  const steps = Array.isArray(path) ? path : [path];
  return steps.reduce<unknown>(
    (value, step) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[String(step)] : undefined,
    record,
  );
}

/** What the table would show in the cell: the column's render, or the value at its dataIndex. */
function cellOf<T>(column: Column<T>, record: T, index: number): ReactNode {
  const value = valueAt(record as object, column.dataIndex as Column<object>['dataIndex']);
  if (!column.render) return value as ReactNode;
  const shown = column.render(value, record, index) as unknown;
  // A render may return { children, props } to span cells: only what it shows counts here.
  if (shown && typeof shown === 'object' && !isValidElement(shown) && 'children' in shown) {
    return (shown as { children: ReactNode }).children;
  }
  return shown as ReactNode;
}

function keyOf<T>(rowKey: TableProps<T>['rowKey'], record: T, index: number): string {
  if (typeof rowKey === 'function') return String(rowKey(record, index));
  const key = (record as Record<string, unknown>)[String(rowKey ?? 'key')];
  return key === undefined || key === null ? String(index) : String(key);
}

function titleOf<T>(column: Column<T>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

function RowCards<T extends object>({
  label,
  cardTitle,
  columns,
  dataSource,
  rowKey,
  loading,
  pagination,
  locale,
}: ScrollableTableProps<T>) {
  const id = useId();
  const [ownPage, setOwnPage] = useState(1);
  const rows = dataSource ?? [];
  const leaves = leafColumns<T>(columns);
  const keyed = (column: Column<T>) => String(column.key ?? column.dataIndex ?? '');
  const heading =
    leaves.find((column) => keyed(column) === cardTitle) ??
    leaves.find((column) => ['title', 'name'].includes(keyed(column))) ??
    leaves[0];
  const fields = leaves.filter((column) => column !== heading);

  // The table's pages: rows given a page at a time (their total said) are shown as they come,
  // a whole list is cut into pages here, as antd's Table does.
  const pages = pagination === false ? null : (pagination ?? {});
  const pageSize = pages?.pageSize ?? ANTD_PAGE_SIZE;
  const current = pages?.current ?? ownPage;
  const total = pages?.total ?? rows.length;
  const shown =
    pages && rows.length > pageSize ? rows.slice((current - 1) * pageSize, current * pageSize) : rows;

  if (loading && rows.length === 0) return <Spin description="Loading..." />;
  if (rows.length === 0) {
    const empty = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;
    return empty === undefined ? <Empty /> : <div className="office-cards__empty">{empty}</div>;
  }

  const { position: _position, ...pagerProps } = pages ?? {};
  return (
    <div className="office-cards">
      <ul className="office-cards__list" aria-label={label}>
        {shown.map((record, index) => {
          const key = keyOf(rowKey, record, index);
          const titleId = `${id}-${key}`;
          return (
            <li key={key}>
              <article className="office-cards__card" aria-labelledby={titleId}>
                <h3 id={titleId} className="office-cards__title">
                  {heading ? cellOf(heading, record, index) : key}
                </h3>
                <dl className="office-cards__fields">
                  {fields.map((column, columnIndex) => (
                    <div key={keyed(column) || columnIndex} className="office-cards__field">
                      <dt>{titleOf(column)}</dt>
                      <dd>{cellOf(column, record, index)}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          );
        })}
      </ul>
      {/* One page needs no pager. */}
      {pages && total > pageSize && (
        <div className="office__pager">
          <Pagination
            {...pagerProps}
            current={current}
            pageSize={pageSize}
            total={total}
            onChange={(page, size) => {
              setOwnPage(page);
              pages.onChange?.(page, size);
            }}
          />
        </div>
      )}
    </div>
  );
}
