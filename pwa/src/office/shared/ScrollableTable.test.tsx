import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ScrollableTable } from './ScrollableTable';
import { NARROW_SCREEN_QUERY } from './useNarrowScreen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The screen's width as the media query reads it: a phone or a desktop. */
function screenIs(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === NARROW_SCREEN_QUERY ? narrow : false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

interface Booking {
  id: string;
  type: string;
  title: string;
  client: { name: string };
}

const rows: Booking[] = Array.from({ length: 12 }, (_, index) => ({
  id: `b-${index + 1}`,
  type: index % 2 ? 'hotel' : 'flight',
  title: `Booking ${index + 1}`,
  client: { name: `Client ${index + 1}` },
}));

const columns = [
  { title: 'Type', dataIndex: 'type', key: 'type' },
  { title: 'Title', dataIndex: 'title', key: 'title' },
  { title: 'Client', key: 'client', render: (_: unknown, row: Booking) => row.client.name },
];

function renderTable(props: Partial<Parameters<typeof ScrollableTable<Booking>>[0]> = {}) {
  render(
    <ScrollableTable<Booking>
      label="Bookings table"
      rowKey="id"
      dataSource={rows}
      columns={columns}
      pagination={{ pageSize: 5 }}
      {...props}
    />,
  );
}

describe('ScrollableTable', () => {
  it('is a table on a wide screen', () => {
    screenIs(false);
    renderTable();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows one card a row on a phone, headed by the title, with every other column labelled', () => {
    screenIs(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Bookings table' })).getAllByRole('article');
    expect(cards).toHaveLength(5);
    const first = screen.getByRole('article', { name: 'Booking 1' });
    expect(within(first).getByRole('heading', { name: 'Booking 1' })).toBeTruthy();
    const fields = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(fields).toEqual(['Type', 'Client']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['flight', 'Client 1']);
  });

  it('pages the cards as the table pages its rows', () => {
    screenIs(true);
    const onChange = vi.fn();
    renderTable({ pagination: { pageSize: 5, onChange } });
    fireEvent.click(screen.getByTitle('3'));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Booking 11' })).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(3, 5);
  });

  it('shows the rows it is given a page at a time as they come, and the empty text', () => {
    screenIs(true);
    renderTable({ dataSource: rows.slice(0, 4), pagination: { current: 2, pageSize: 4, total: 12 } });
    expect(screen.getByRole('article', { name: 'Booking 1' })).toBeTruthy();
    expect(screen.getByTitle('3')).toBeTruthy();
    cleanup();
    renderTable({ dataSource: [], locale: { emptyText: 'No bookings yet.' } });
    expect(screen.getByText('No bookings yet.')).toBeTruthy();
  });
});
