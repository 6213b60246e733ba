import { useState, type ReactNode } from 'react';
import { Pagination } from 'antd';

/** Enough cards to scan at a glance; thousands of them at once would stall a tablet. */
export const PAGE_SIZE = 24;

/**
 * One page of a long list, with antd's pager under it when there is more than a page. The
 * page goes back to 1 whenever `resetKey` changes (a new search, another folder).
 */
export function usePaged<T>(
  items: T[],
  { resetKey, label, pageSize = PAGE_SIZE }: { resetKey: unknown; label: string; pageSize?: number },
): { items: T[]; pager: ReactNode } {
  const [page, setPage] = useState(1);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setPage(1);
  }
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pages);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    pager:
      items.length > pageSize ? (
        <nav aria-label={label} className="office__pager">
          <Pagination
            current={current}
            pageSize={pageSize}
            total={items.length}
            showSizeChanger={false}
            showTotal={(total, [from, to]) => `${from}-${to} of ${total}`}
            onChange={setPage}
          />
        </nav>
      ) : null,
  };
}
