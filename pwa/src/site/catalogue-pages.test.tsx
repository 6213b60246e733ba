import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { homeHighlights } from '@content/catalogue';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { homeServiceCards } from './home/highlights';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function visit(path: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({ '/api/auth/me': { status: 401 } });
  return renderApp(path);
}

/** The card (article) headed by an h3 of this name. */
function card(name: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  return within(scope.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement);
}

/** The links of one titled section of the page, as [accessible name, href]. */
function sectionLinks(title: string) {
  const section = screen.getByRole('region', { name: title });
  return within(section)
    .getAllByRole('link')
    .map((link) => [
      (link.getAttribute('aria-label') ?? link.textContent ?? '').trim(),
      link.getAttribute('href'),
    ]);
}

describe('pages that read the shared catalogue', () => {
  it('gives the home page the catalogue highlights under the specified titles', () => {
    expect(homeServiceCards.map((card) => card.slug)).toEqual(homeHighlights.map((service) => service.slug));
    expect(homeServiceCards.map((card) => card.title)).toEqual([
      'Business Travel',
      'Group Vacations',
      'Private Transport',
      'Cruises',
      'Visit Saint Lucia',
      'Visit Central Florida',
    ]);
  });

  it('shows six home service cards, each with Learn More and a PDF checklist', async () => {
    visit('/');
    await screen.findByRole('heading', { level: 2, name: 'Travel Services' });
    expect(sectionLinks('Travel Services')).toEqual([
      ['Learn More about Business Travel', '/services/business-travel'],
      ['Download PDF Checklist for Business Travel', '/api/checklists/generate/business-travel'],
      ['Learn More about Group Vacations', '/services/group-vacations'],
      ['Download PDF Checklist for Group Vacations', '/api/checklists/generate/group-vacation'],
      ['Learn More about Private Transport', '/transportation-booking'],
      ['Download PDF Checklist for Private Transport', '/api/checklists/generate/private-transport'],
      ['Learn More about Cruises', '/cruises'],
      ['Download PDF Checklist for Cruises', '/api/checklists/generate/cruise-vacation'],
      ['Learn More about Visit Saint Lucia', '/visit-saint-lucia'],
      ['Download PDF Checklist for Visit Saint Lucia', '/api/checklists/generate/saint-lucia'],
      ['Learn More about Visit Central Florida', '/visit-central-florida'],
      ['Download PDF Checklist for Visit Central Florida', '/api/checklists/generate/central-florida'],
    ]);
  });

  it('lists the six text checklists and the consultation prices on the services page', async () => {
    visit('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Travel Services' });
    expect(sectionLinks('Free Travel Checklists')).toEqual([
      ['Business Travel Checklist', '/checklists/business-travel-checklist.txt'],
      ['Group Vacation Checklist', '/checklists/group-vacation-checklist.txt'],
      ['Cruise Vacation Checklist', '/checklists/cruise-checklist.txt'],
      ['Private Transport Checklist', '/checklists/private-transport-checklist.txt'],
      ['Central Florida Travel Guide', '/checklists/central-florida-checklist.txt'],
      ['Saint Lucia Travel Guide', '/checklists/saint-lucia-checklist.txt'],
    ]);
    const packages = within(screen.getByRole('region', { name: 'Consultation Packages' }));
    for (const [name, price] of [
      ['Standard Planning', '$50'],
      ['Premium VIP', '$199'],
      ['Group & Event Planning', '$299'],
      ['Travel Insurance Guidance', '$25'],
      ['Rush Planning', '$49'],
    ]) {
      expect(card(name, packages).getByText(price)).toBeTruthy();
    }
    expect(packages.getByText('Deposit $199 per room')).toBeTruthy();
  });

  it('prices the group packages per person with their length and group size', async () => {
    visit('/services/group-vacations');
    await screen.findByRole('heading', { level: 1, name: 'Group Vacations' });
    const reunion = card('Caribbean Family Reunion');
    expect(reunion.getByText('6 days · groups of 8-20')).toBeTruthy();
    expect(reunion.getByText('From $1,599 per person')).toBeTruthy();
    expect(screen.getByText('From $899 per person')).toBeTruthy();
    expect(screen.getByText('From $2,299 per person')).toBeTruthy();
  });

  it('shows the five Saint Lucia packages and the island guide', async () => {
    visit('/visit-saint-lucia');
    await screen.findByRole('heading', { level: 1, name: 'Visit Saint Lucia' });
    expect(screen.getAllByRole('link', { name: /^Get Package Quote: / })).toHaveLength(5);
    expect(screen.getByText('5-7 days')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download the Saint Lucia Travel Guide' }).getAttribute('href'),
    ).toBe('/checklists/saint-lucia-checklist.txt');
  });

  it('shows the cruise packages with prices and the six cruise lines', async () => {
    visit('/cruises');
    await screen.findByRole('heading', { level: 1, name: 'Cruise Vacations' });
    expect(screen.getByText('From $1,299 per person')).toBeTruthy();
    expect(screen.getByText('From $2,899 per person')).toBeTruthy();
    expect(screen.getByText('From $1,899 per person')).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'Cruise Lines We Book' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(6);
  });

  it('dates the consultation offer on the quote page', async () => {
    visit('/quote');
    expect(await screen.findByText('All packages are available until January 1, 2030.')).toBeTruthy();
  });
});
