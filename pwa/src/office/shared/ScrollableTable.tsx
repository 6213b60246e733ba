import { useContext, useEffect, useRef } from 'react';
import { ConfigProvider, Table, type TableProps } from 'antd';

export type ScrollableTableProps<T> = TableProps<T> & {
  /** Names the scrolling region for screen readers, e.g. "Bookings table". */
  label: string;
};

/**
 * antd's Table whose scrolling body a keyboard user can focus and scroll with the arrow keys
 * (WCAG 2.1.1, axe "scrollable-region-focusable"): antd renders that container itself and
 * re-creates it when the table switches between loading, empty and filled, so it is marked
 * after every change of the table's markup rather than once.
 */
export function ScrollableTable<T extends object>({ label, ...props }: ScrollableTableProps<T>) {
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
