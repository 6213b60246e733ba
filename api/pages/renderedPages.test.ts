/**
 * The public pages as a crawler or a browser without JavaScript gets them: complete HTML with
 * the page's heading, title, description, canonical address and structured data, rendered by
 * the same React routes the browser hydrates (imported from source here; the server loads
 * their production build).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pageModule from '@pwa/entry-server.tsx';
import { addBlogPost } from '../test/blogFactories.ts';
import type { TestServer } from '../test/server.ts';
import { children, childText, parseXml } from '../test/xmlDocument.ts';
import { getRenderingServer, RENDER_ORIGIN as ORIGIN } from '../test/renderingServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getRenderingServer();
});
afterAll(async () => {
  await server?.close();
});

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

function metaContent(html: string, attribute: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
}

describe('public pages rendered on the server', () => {
  it('lists the public pages, the catalogue hotels and flights among them, and no private screen', () => {
    const paths = pageModule.publicPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/services', '/about', '/contact', '/quote', '/visit-saint-lucia']),
    );
    expect(paths.some((p) => p.startsWith('/book/hotel/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/book/flight/'))).toBe(true);
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/agent-office');
  });

  it('answers every public page with its h1, title, description, canonical address and JSON-LD', async () => {
    for (const pagePath of pageModule.publicPaths()) {
      const response = await server.agent().get(pagePath).set('Accept', 'text/html');
      expect(response.status, pagePath).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const html = response.text;
      expect(html.match(/<h1[\s>]/g), `${pagePath} has one h1`).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+\| Island Bridge Travel<\/title>|<title>[^<]+<\/title>/);
      expect(metaContent(html, 'name', 'description')?.length, pagePath).toBeGreaterThan(20);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${pagePath}" />`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${ORIGIN}${pagePath}`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(structuredData(html)[0]).toMatchObject({ '@type': 'WebPage', url: `${ORIGIN}${pagePath}` });
      // No "needs JavaScript" notice: the page is all there.
      expect(html).not.toContain('<noscript');
      // Feed readers find the blog from any page.
      expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" [^>]*href="\/rss.xml"/);
    }
  });

  it('gives the home and contact pages the agency as a TravelAgency with address, phone and hours', async () => {
    for (const pagePath of ['/', '/contact']) {
      const html = (await server.agent().get(pagePath)).text;
      const agency = structuredData(html).find((entry) => entry['@type'] === 'TravelAgency');
      expect(agency, pagePath).toMatchObject({
        name: 'Island Bridge Travel',
        telephone: '+1 (407) 555-0142',
        address: { '@type': 'PostalAddress', addressLocality: 'Orlando' },
      });
      expect(agency?.openingHoursSpecification).toHaveLength(2);
    }
  });

  it('gives package pages their trips with starting prices as offers', async () => {
    const html = (await server.agent().get('/visit-saint-lucia')).text;
    const trips = structuredData(html).filter((entry) => entry['@type'] === 'TouristTrip');
    expect(trips.length).toBeGreaterThanOrEqual(5);
    expect(trips.map((trip) => trip.name)).toContain('Romantic Getaway');
    for (const trip of trips) {
      expect(trip.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
      expect(Number((trip.offers as { price: string }).price)).toBeGreaterThan(0);
    }
  });

  it('gives destination and service pages a breadcrumb trail from the home page', async () => {
    const trail = async (path: string) =>
      (
        structuredData((await server.agent().get(path)).text).find(
          (entry) => entry['@type'] === 'BreadcrumbList',
        )?.itemListElement as Array<{ position: number; name: string; item: string }> | undefined
      )?.map(({ position, name, item }) => [position, name, item]);

    expect(await trail('/visit-saint-lucia')).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Visit Saint Lucia', `${ORIGIN}/visit-saint-lucia`],
    ]);
    expect(await trail('/visit-central-florida')).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Visit Central Florida', `${ORIGIN}/visit-central-florida`],
    ]);
    expect(await trail('/services/business-travel')).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Services', `${ORIGIN}/services`],
      [3, 'Business Travel', `${ORIGIN}/services/business-travel`],
    ]);
    expect(await trail('/cruises')).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Services', `${ORIGIN}/services`],
      [3, 'Cruise Vacations', `${ORIGIN}/cruises`],
    ]);
    expect(await trail('/services')).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Services', `${ORIGIN}/services`],
    ]);
  });

  it('renders the content itself, links included, not an empty shell', async () => {
    const html = (await server.agent().get('/services')).text;
    expect(html).toContain('href="/services/business-travel"');
    expect(html).toContain('href="/quote"');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const response = await server.agent().get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.text).toContain('404 Page Not Found');
  });

  it('shows the search of a hotel page from its query string, and a not-found hotel', async () => {
    const hotel = pageModule.publicPaths().find((p) => p.startsWith('/book/hotel/'))!;
    const found = await server
      .agent()
      .get(`${hotel}?checkIn=2027-03-01&checkOut=2027-03-05&rooms=1&adults=2`);
    expect(found.status).toBe(200);
    expect(found.text).toContain('Your Stay Details');
  });

  it('answers an unknown hotel or flight id with 404 and its not-found page', async () => {
    const hotel = await server.agent().get('/book/hotel/no-such-hotel?checkIn=2027-03-01');
    expect(hotel.status).toBe(404);
    expect(hotel.text).toMatch(/<h1>Hotel Not Found<\/h1>/);
    expect(hotel.text).toContain('The hotel you&#x27;re looking for doesn&#x27;t exist.');
    const flight = await server.agent().get('/book/flight/flight-9');
    expect(flight.status).toBe(404);
    expect(flight.text).toMatch(/<h1>Flight Not Found<\/h1>/);
    expect(flight.text).toContain('href="/"');
    // The catalogue's own still answer 200.
    expect((await server.agent().get('/book/flight/flight-2')).status).toBe(200);
    expect((await server.agent().get('/book/hotel/hotel-3')).status).toBe(200);
  });

  it('renders a hotel and a flight page whose search makes no sense with the reason, not the search', async () => {
    const stay = await server
      .agent()
      .get('/book/hotel/hotel-1?checkIn=2027-03-05&checkOut=2027-03-01&adults=20');
    expect(stay.status).toBe(200);
    expect(stay.text).toContain('This search can&#x27;t be shown');
    expect(stay.text).toContain('Check-out date must be after check-in date');
    expect(stay.text).toContain('Adults must be between 1 and 14');
    expect(stay.text).not.toContain('Your Stay Details');
    const trip = await server.agent().get('/book/flight/flight-1?from=Saint%20Lucia&to=Orlando');
    expect(trip.status).toBe(200);
    expect(trip.text).toContain(
      'This flight goes from Orlando (MCO) to Saint Lucia (UVF), not from Saint Lucia to Orlando.',
    );
    expect(trip.text).not.toContain('Your Trip Details');
    // The partner search is the one of this flight, not the route it does not fly.
    expect(trip.text).toContain('href="/api/partner-search/flights?from=MCO&amp;to=UVF&amp;passengers=1"');
  });

  it('leaves the private screens to the browser: the app shell for the office, sign-in and dashboard', async () => {
    for (const pagePath of ['/agent-office', '/login', '/dashboard', '/settings']) {
      const response = await server.agent().get(pagePath);
      expect(response.status, pagePath).toBe(200);
      expect(response.text, pagePath).toContain('<div id="root"></div>');
    }
  });

  it('asks the browser to revalidate and answers 304 while the page is unchanged', async () => {
    const first = await server.agent().get('/about');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await server.agent().get('/about').set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });
});

describe('crawler files', () => {
  it('robots.txt keeps the private screens and the API out and points to the sitemap', async () => {
    const response = await server.agent().get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    for (const line of [
      'Disallow: /agent-office',
      'Disallow: /dashboard',
      'Disallow: /settings',
      'Disallow: /api/',
    ]) {
      expect(response.text).toContain(line);
    }
    expect(response.text).toContain(`Sitemap: ${server.config.appUrl.replace(/\/$/, '')}/sitemap.xml`);
  });

  it('sitemap.xml is well-formed XML a strict parser reads: a urlset of absolute locations', async () => {
    const post = await addBlogPost(server.db, 'sitemap', {
      title: 'Rum & "reggae" <nights>',
      updatedAt: '2026-06-02T10:00:00Z',
    });
    const response = await server.agent().get('/sitemap.xml');
    expect(response.status).toBe(200);
    const urlset = parseXml(response.text).documentElement;
    expect(urlset.localName).toBe('urlset');
    expect(urlset.namespaceURI).toBe(SITEMAP_NS);
    const urls = children(urlset, 'url', SITEMAP_NS);
    expect(urls.length).toBeGreaterThan(10);
    // Written for the public address the server is configured with.
    const site = new URL(server.config.appUrl).origin;
    for (const url of urls) {
      const loc = childText(url, 'loc', SITEMAP_NS)!;
      expect(new URL(loc).origin, loc).toBe(site);
    }
    const entry = urls.find((url) => childText(url, 'loc', SITEMAP_NS) === `${site}/blog/${post.slug}`);
    expect(entry, 'the new post is listed').toBeTruthy();
    expect(childText(entry!, 'lastmod', SITEMAP_NS)).toBe('2026-06-02T10:00:00.000Z');
  });

  it('sitemap.xml lists every public page', async () => {
    const response = await server.agent().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    const posts = (await server.db('blogPosts').where({ status: 'published' }).pluck('slug')).map(
      (slug: string) => `/blog/${slug}`,
    );
    expect(locations.sort()).toEqual([...pageModule.publicPaths(), ...posts].sort());
  });
});
