import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { homeHighlights, packagesFor, type CataloguePageSlug } from '@content/catalogue';
import { fromPricePerPerson } from '@pwa/components/price';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { certifications } from '@content/about';
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

  const packagePages: Array<[CataloguePageSlug, string, string]> = [
    ['business-travel', '/services/business-travel', 'Business Travel Management'],
    ['group-vacations', '/services/group-vacations', 'Group Vacations'],
    ['private-transport', '/services/private-transport', 'Private Transportation'],
    ['visit-saint-lucia', '/visit-saint-lucia', 'Visit Saint Lucia'],
    ['visit-central-florida', '/visit-central-florida', 'Visit Central Florida'],
    ['cruises', '/cruises', 'Cruise Vacations'],
    ['africa-detox-tourism', '/africa-detox-tourism', 'Africa Detox Tourism'],
  ];

  it.each(packagePages)(
    'shows every %s package with its duration, features and starting price per person',
    async (slug, path, heading) => {
      visit(path);
      await screen.findByRole('heading', { level: 1, name: heading });
      const packages = packagesFor(slug);
      expect(packages.length).toBeGreaterThan(0);
      for (const item of packages) {
        expect(item.priceFromPerPerson).not.toBeNull();
        const shown = card(item.name);
        expect(shown.getByText(item.description)).toBeTruthy();
        expect(shown.getByText(new RegExp(`^${item.duration}`))).toBeTruthy();
        expect(shown.getByText(fromPricePerPerson(item.priceFromPerPerson!))).toBeTruthy();
        expect(shown.getAllByRole('listitem')).toHaveLength(item.features.length);
      }
    },
  );

  it('gives the seed durations to the destination packages', () => {
    const durations = (slug: CataloguePageSlug) =>
      packagesFor(slug).map((item) => [item.name, item.duration]);
    expect(durations('visit-saint-lucia')).toEqual([
      ['Romantic Getaway', '5-7 days'],
      ['Adventure Explorer', '7-10 days'],
      ['Family Paradise', '6-8 days'],
      ['Luxury Escape', '4-6 days'],
      ['Detox Tourism', '7-10 days'],
    ]);
    expect(durations('visit-central-florida')).toEqual([
      ['Disney Magic', '4-6 days'],
      ['Universal Adventure', '3-5 days'],
      ['Family Fun Combo', '7-10 days'],
      ['Florida Explorer', '5-7 days'],
    ]);
    expect(durations('africa-detox-tourism')).toEqual([
      ['Wellness Safari Retreat', '10-14 days'],
      ['African Spa Escape', '7-10 days'],
      ['Desert Detox Journey', '8-12 days'],
    ]);
  });

  it('shows the Saint Lucia gallery with sized, described, lazily loaded images', async () => {
    visit('/visit-saint-lucia');
    const gallery = within(await screen.findByRole('region', { name: 'Saint Lucia Gallery' }));
    const images = gallery.getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image.getAttribute('src')).toMatch(/^\/images\/.+\.svg$/);
      expect(image.getAttribute('alt')).toMatch(/\w{3}/);
      expect(image.getAttribute('width')).toBe('480');
      expect(image.getAttribute('height')).toBe('320');
      expect(image.getAttribute('loading')).toBe('lazy');
    }
    expect(screen.getByRole('link', { name: /Arrange island transportation/ }).getAttribute('href')).toBe(
      '/transportation',
    );
  });

  it('lists the transport coverage areas, the courier service, a phone link and the text checklist', async () => {
    visit('/transportation');
    await screen.findByRole('heading', { level: 1, name: 'Transportation & Courier Services' });
    const areas = within(screen.getByRole('region', { name: 'Coverage Areas' })).getAllByRole('listitem');
    expect(areas.map((area) => area.textContent)).toEqual([
      'Orlando',
      'Tampa Bay',
      'Central Florida',
      'Saint Lucia',
    ]);
    const courier = within(screen.getByRole('region', { name: 'Courier Service' }));
    expect(courier.getByRole('link', { name: /Book a courier run/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(
      courier.getByRole('link', { name: 'Download the Private Transport Checklist' }).getAttribute('href'),
    ).toBe('/checklists/private-transport-checklist.txt');
    expect(courier.getByRole('link', { name: 'Book Transportation' }).getAttribute('href')).toBe(
      '/transportation-booking',
    );
  });

  it('introduces the founder and lists exactly 34 certifications on the about page', async () => {
    visit('/about');
    await screen.findByRole('heading', { level: 1, name: /^About / });
    expect(certifications).toHaveLength(34);
    expect(new Set(certifications).size).toBe(34);
    const listed = within(screen.getByRole('region', { name: 'Our Certifications' })).getAllByRole(
      'listitem',
    );
    expect(listed.map((item) => item.textContent?.trim())).toEqual(certifications);

    const founder = within(screen.getByRole('region', { name: 'Meet Our Founder' }));
    expect(founder.getByRole('heading', { level: 3, name: 'Claudette St. Rose' })).toBeTruthy();
    expect(founder.getByRole('img').getAttribute('alt')).toMatch(/Claudette St. Rose/);

    const team = within(screen.getByRole('region', { name: 'Join Our Team' }));
    for (const title of ['Become an Agent', 'Plans & Pricing', 'Grab an Opportunity']) {
      const link = card(title, team).getByRole('link');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getAllByRole('link', { name: 'Get a Quote' }).at(-1)?.getAttribute('href')).toBe('/quote');
    expect(
      screen
        .getAllByRole('link', { name: /555/ })
        .every((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toBe(true);
  });

  it('shows ten partner links that open in a new tab and one placeholder that is not a link', async () => {
    visit('/');
    const partners = within(await screen.findByRole('region', { name: 'Our Travel Partners' }));
    const links = partners.getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const placeholder = partners.getByText('Coming soon').closest('.partner-card') as HTMLElement;
    expect(placeholder.tagName).not.toBe('A');
    expect(placeholder.hasAttribute('href')).toBe(false);
    expect(placeholder.closest('a')).toBeNull();
  });

  it('promotes the game, the podcast and the store on the home page', async () => {
    visit('/');
    const game = await screen.findByRole('link', { name: 'Play Island Adventure Now' });
    expect(game.getAttribute('href')).toBe('/island-adventures-game');
    expect(screen.getByText('Weekly · New episode every Tuesday')).toBeTruthy();
    for (const name of ['Listen to the Podcast', 'Visit the Store']) {
      expect(screen.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
  });

  it('hides the blog section when the posts cannot be loaded', async () => {
    visit('/');
    await screen.findByRole('region', { name: 'Our Travel Partners' });
    // The stub answers the posts request like an unreachable server.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Latest Travel Insights' })).toBeNull());
    // Only the section goes: the rest of the page stays, not an offline notice in its place.
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Our Travel Partners' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play Island Adventure Now' })).toBeTruthy();
  });

  it('says 404 Page Not Found on an unknown path, with links home and to the services', async () => {
    visit('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
    const ways = within(screen.getByRole('navigation', { name: 'Ways back' }));
    expect(ways.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(ways.getByRole('link', { name: /Explore Our Services/ }).getAttribute('href')).toBe('/services');
  });

  it('dates the consultation offer on the quote page', async () => {
    visit('/quote');
    expect(await screen.findByText('All packages are available until January 1, 2030.')).toBeTruthy();
  });
});
