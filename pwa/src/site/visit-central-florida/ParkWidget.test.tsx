import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  DEFAULT_PARK_IDS,
  PARK_REFETCH_INTERVAL_MS,
  themeParkMessages,
  type LiveParkEntry,
  type LiveParkResponse,
  type ParkId,
} from '@contract/themeParks';
import { createQueryClient } from '@pwa/lib/queryClient';
import { liveParksUrl } from './liveParks';
import { ParkWidget } from './ParkWidget';
import { DEFAULT_PARK_COUNT, ParkWidgetSection } from './ParkWidgetSection';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

function magicKingdom(overrides: Partial<LiveParkEntry> = {}): LiveParkEntry {
  return {
    park: {
      id: 'magic-kingdom',
      name: 'Magic Kingdom Park',
      shortName: 'Magic Kingdom',
      status: 'OPERATING',
      hours: { openTime: '2026-11-27T09:00:00-05:00', closeTime: '2026-11-27T22:00:00-05:00' },
      timezone: 'America/New_York',
      queueSkipName: 'Lightning Lane',
    },
    attractions: [
      attraction('a1', 'Haunted Mansion', 20, { area: 'Liberty Square' }),
      attraction('a2', 'Jungle Cruise', 21),
      attraction('a3', 'Space Mountain', 45, { fastPassAvailable: true, area: 'Tomorrowland' }),
      attraction('a4', 'Seven Dwarfs Mine Train', 46, { fastPassAvailable: true }),
      attraction('a5', 'Big Thunder Mountain Railroad', null, { status: 'DOWN' }),
      attraction('a6', 'PeopleMover', null, { status: 'REFURBISHMENT' }),
      attraction('a7', 'Carousel of Progress', null, { status: 'TESTING' }),
    ],
    shows: [
      {
        id: 's1',
        name: 'Happily Ever After',
        area: 'Main Street, U.S.A.',
        status: 'OPERATING',
        duration: 18,
        showtimes: ['2026-11-27T20:00:00-05:00', '2026-11-27T21:30:00-05:00'],
        hours: null,
      },
      { id: 's2', name: 'Parade', area: null, status: 'DELAYED', duration: null, showtimes: [], hours: null },
      {
        id: 's3',
        name: 'Meet Mickey at Town Square Theater',
        area: null,
        status: 'OPERATING',
        duration: null,
        showtimes: [],
        hours: { openTime: '2026-11-27T10:00:00-05:00', closeTime: '2026-11-27T18:00:00-05:00' },
      },
    ],
    ...overrides,
  };
}

function attraction(
  id: string,
  name: string,
  waitTime: number | null,
  overrides: Partial<LiveParkEntry['attractions'][number]> = {},
) {
  return {
    id,
    name,
    area: null,
    status: 'OPERATING',
    waitTime,
    fastPassAvailable: false,
    lastUpdated: '2026-11-27T16:58:00.000Z',
    ...overrides,
  };
}

function epcot(): LiveParkEntry {
  return {
    park: {
      id: 'epcot',
      name: 'EPCOT',
      shortName: 'EPCOT',
      status: 'CLOSED',
      hours: { openTime: null, closeTime: null },
      timezone: 'America/New_York',
      queueSkipName: 'Lightning Lane',
    },
    attractions: [attraction('e1', 'Test Track', 40, { fastPassAvailable: true })],
    shows: [],
  };
}

function answer(parks: LiveParkEntry[]): LiveParkResponse {
  return { success: true, lastUpdated: new Date().toISOString(), parks, unavailableParkIds: [] };
}

/** Answers the widget's call with each reply in turn (the last one again after that). */
function stubParks(...replies: Array<{ status: number; body: unknown } | 'pending'>) {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply === 'pending') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

function renderWidget(parkIds: ParkId[] = ['magic-kingdom', 'epcot']) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ParkWidget parkIds={parkIds} />
    </QueryClientProvider>,
  );
}

function row(name: string): ReturnType<typeof within> {
  return within(screen.getByText(name, { selector: '.park-item__name' }).closest('li')!);
}

describe('the live park widget', () => {
  it('shows its loading view while the parks are on their way', () => {
    stubParks('pending');
    const { container } = renderWidget();
    expect(screen.getByRole('status').textContent).toBe('Loading live park information');
    expect(container.querySelector('.park-widget--loading')).not.toBeNull();
    expect(container.querySelectorAll('.park-tabs__tab--skeleton')).toHaveLength(2);
  });

  it('asks for Magic Kingdom and EPCOT by default, by repeated parkIds', () => {
    const calls = stubParks('pending');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ParkWidget />
      </QueryClientProvider>,
    );
    expect(calls).toEqual(['/api/theme-parks/live?parkIds=magic-kingdom&parkIds=epcot']);
    expect(DEFAULT_PARK_COUNT).toBe(DEFAULT_PARK_IDS.length);
    expect(liveParksUrl(['epic-universe'])).toBe('/api/theme-parks/live?parkIds=epic-universe');
  });

  it('shows the error view on a failed answer, and the parks after Try again', async () => {
    stubParks(
      { status: 502, body: { success: false, error: 'unavailable', message: themeParkMessages.errorText } },
      { status: 200, body: answer([magicKingdom(), epcot()]) },
    );
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Unable to Load Park Information' })).toBeTruthy();
    expect(screen.getByText(themeParkMessages.errorText)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Magic Kingdom Park' })).toBeTruthy();
  });

  it('treats success=false as a failure', async () => {
    stubParks({ status: 200, body: { success: false } });
    renderWidget();
    expect(await screen.findByRole('heading', { name: themeParkMessages.errorTitle })).toBeTruthy();
  });

  it('shows several parks as tabs, the first one chosen', async () => {
    stubParks({ status: 200, body: answer([magicKingdom(), epcot()]) });
    renderWidget();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Magic Kingdom', 'true'],
      ['EPCOT', 'false'],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Magic Kingdom' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Magic Kingdom Park' })).toBeTruthy();
    expect(within(panel).getByText('Hours:').parentElement!.textContent).toBe('Hours: 9:00 AM – 10:00 PM');
    expect(within(panel).getAllByText('Operating')[0].className).toContain('park-status--open');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    stubParks({ status: 200, body: answer([magicKingdom(), epcot()]) });
    renderWidget();
    const [first, second] = await screen.findAllByRole('tab');
    expect(first.tabIndex).toBe(0);
    expect(second.tabIndex).toBe(-1);

    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    const panel = screen.getByRole('tabpanel', { name: 'EPCOT' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'EPCOT' })).toBeTruthy();
    expect(within(panel).getByText('Closed').className).toContain('park-status--closed');
    expect(within(panel).getByText('Hours:').parentElement!.textContent).toBe('Hours: Hours not published');
    expect(within(panel).getByText('No shows to show.')).toBeTruthy();

    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Home' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'End' });
    expect(second.getAttribute('aria-selected')).toBe('true');
  });

  it('colours each wait by the thresholds and writes the minutes as text', async () => {
    stubParks({ status: 200, body: answer([magicKingdom()]) });
    renderWidget(['magic-kingdom']);
    await screen.findByRole('heading', { level: 3, name: 'Magic Kingdom Park' });
    const wait = (name: string) => row(name).getByText(/Wait time/).parentElement!;
    expect(
      ['Haunted Mansion', 'Jungle Cruise', 'Space Mountain', 'Seven Dwarfs Mine Train', 'PeopleMover'].map(
        (name) => [wait(name).textContent, wait(name).dataset.colour],
      ),
    ).toEqual([
      ['Wait time: 20 min', 'green'],
      ['Wait time: 21 min', 'yellow'],
      ['Wait time: 45 min', 'yellow'],
      ['Wait time: 46 min', 'red'],
      ['Wait time: —none posted', 'neutral'],
    ]);
    expect(wait('Seven Dwarfs Mine Train').className).toContain('wait-time--red');
  });

  it('shows a single park directly, with areas, statuses as labelled or given, and the queue-skip name', async () => {
    stubParks({ status: 200, body: answer([magicKingdom()]) });
    renderWidget(['magic-kingdom']);
    await screen.findByRole('heading', { level: 3, name: 'Magic Kingdom Park' });
    expect(screen.queryByRole('tablist')).toBeNull();

    expect(row('Space Mountain').getByText('Tomorrowland')).toBeTruthy();
    expect(row('Space Mountain').getByText('Lightning Lane available')).toBeTruthy();
    expect(row('Jungle Cruise').queryByText(/Lightning Lane/)).toBeNull();
    expect(row('Big Thunder Mountain Railroad').getByText('Down')).toBeTruthy();
    expect(row('PeopleMover').getByText('Refurbishment')).toBeTruthy();
    expect(row('Carousel of Progress').getByText('TESTING')).toBeTruthy();

    const show = row('Happily Ever After');
    expect(show.getByText('Main Street, U.S.A.')).toBeTruthy();
    expect(show.getByText('18 min')).toBeTruthy();
    expect(show.getByText(/Showtimes:/).textContent).toBe('Showtimes: 8:00 PM, 9:30 PM');
    expect(row('Parade').getByText('DELAYED')).toBeTruthy();
    expect(row('Parade').getByText('No more showtimes today')).toBeTruthy();
    // A meet-and-greet runs continuously: its hours, no performances and no length.
    const meet = row('Meet Mickey at Town Square Theater');
    expect(meet.getByText(/^Open/).textContent).toBe('Open 10:00 AM – 6:00 PM');
    expect(meet.queryByText(/Showtimes|No more showtimes/)).toBeNull();
    expect(meet.queryByText(/min$/)).toBeNull();
    expect(screen.getByText(/^Last updated/)).toBeTruthy();
  });

  it("names Universal's queue skip as Universal Express", async () => {
    const universal = magicKingdom();
    universal.park = {
      ...universal.park,
      id: 'universal-studios-florida',
      name: 'Universal Studios Florida',
      shortName: 'Universal Studios',
      queueSkipName: 'Universal Express',
    };
    stubParks({ status: 200, body: answer([universal]) });
    renderWidget(['universal-studios-florida']);
    await screen.findByRole('heading', { level: 3, name: 'Universal Studios Florida' });
    expect(row('Space Mountain').getByText('Universal Express available')).toBeTruthy();
  });

  it('asks again every 5 minutes while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const calls = stubParks({ status: 200, body: answer([magicKingdom()]) });
    renderWidget(['magic-kingdom']);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PARK_REFETCH_INTERVAL_MS));
    expect(calls).toHaveLength(2);

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(2 * PARK_REFETCH_INTERVAL_MS));
    expect(calls).toHaveLength(2);
  });
});

describe('the widget on the page', () => {
  it('renders its loading view on the server and asks for nothing until it nears the screen', async () => {
    let onIntersect: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof onIntersect) {
          onIntersect = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const calls = stubParks({ status: 200, body: answer([magicKingdom(), epcot()]) });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<ParkWidgetSection />);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Loading live park information');

    // The browser's first render is the server's: hydration finds nothing to redo.
    const mismatches = vi.fn();
    const client = createQueryClient();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={client}>
          <ParkWidgetSection />
        </QueryClientProvider>,
        { onRecoverableError: mismatches },
      );
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    act(() => onIntersect!([{ isIntersecting: true }]));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await within(container).findByRole('tab', { name: 'Magic Kingdom' })).toBeTruthy();
    act(() => root!.unmount());
    client.clear();
  });
});
