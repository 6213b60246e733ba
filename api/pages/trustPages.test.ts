/**
 * What makes a visitor trust the agency, as a crawler or a browser without JavaScript gets the
 * pages: the footer's address, phone, hours, accreditations and Florida registration from the
 * server's configuration, the same in the structured data, and the testimonials an admin approved
 * on the home and service pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRenderingServer } from '../test/renderingServer.ts';
import type { TestServer } from '../test/server.ts';
import { signedIn } from '../routes/clients/officeTestKit.ts';

const AGENCY_ENV = {
  AGENCY_STREET_ADDRESS: '100 W Church St, Suite 2, Kissimmee, FL 34741',
  AGENCY_PHONE: '+1 (407) 555-0199',
  AGENCY_HOURS: 'Mo-Fr 08:30-17:30; Sa 09:00-13:00',
  AGENCY_SELLER_OF_TRAVEL_NUMBER: 'ST41234',
};

let t: TestServer;
// The rendered-page cache's clock: a page made of data is kept a minute.
let clock = Date.now();
/** Past the minute a data page is kept, as if a visitor came back later. */
const aMinuteLater = () => {
  clock += 61_000;
};
beforeAll(async () => {
  t = await getRenderingServer({ env: AGENCY_ENV, now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const page = async (path: string) => (await t.agent().get(path).set('Accept', 'text/html').expect(200)).text;

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

/** The footer's markup alone. */
const footerOf = (html: string) => /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';

/** Markup as text, tags dropped and spaces collapsed, for reading sentences across elements. */
const textOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

async function addTestimonial(fields: Record<string, unknown>) {
  const [row] = await t
    .db('testimonials')
    .insert({
      displayName: 'Keisha B.',
      rating: 5,
      text: 'Our reunion in Saint Lucia went without a hitch.',
      consentedAt: new Date(),
      ...fields,
    })
    .returning('id');
  return row.id as string;
}

describe('the footer on every public page', () => {
  it('prints the configured address, phone, hours and Florida registration, and the accreditation badges', async () => {
    for (const path of ['/', '/services', '/about', '/contact', '/blog', '/no/such/page']) {
      const response = await t.agent().get(path).set('Accept', 'text/html');
      const footer = footerOf(response.text);
      const text = textOf(footer);
      expect(text, path).toContain('100 W Church St, Suite 2');
      expect(text, path).toContain('Kissimmee, FL 34741');
      expect(footer, path).toContain('href="tel:+14075550199"');
      expect(text, path).toContain('+1 (407) 555-0199');
      expect(text, path).toContain('Monday-Friday 8:30 AM-5:30 PM');
      expect(text, path).toContain('Saturday 9:00 AM-1:00 PM (Eastern)');
      expect(text, path).toContain('Florida Seller of Travel Reg. No. ST41234');
      expect(footer, path).toMatch(/<address>/);
      // The accreditations, each badge with its full name for a screen reader.
      expect(text, path).toContain('Accredited & Certified');
      expect(text, path).toContain('CLIA ACC');
      expect(text, path).toContain('CLIA Accredited Cruise Counsellor (ACC)');
      expect(text, path).toContain('IATAN Accredited Travel Professional');
      expect(footer, path).toContain('href="/about"');
      // What the footer must show (address, phone, hours, registration) stays.
      expect(footer, path).toContain('Book Consultation');
      expect(text, path).toContain('Podcast playlist');
      for (const legal of ['Privacy Policy', 'Terms of Service', 'Cookie Settings'])
        expect(text, path).toContain(legal);
      // The demo values are nowhere.
      expect(footer, path).not.toContain('Sand Lake');
      expect(footer, path).not.toContain('ST00000');
    }
  });

  it('hands the browser the details the footer was rendered with, so it hydrates with the same', async () => {
    const html = await page('/services');
    const embedded = /<script type="application\/json" id="agency-details">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(embedded ?? 'null')).toEqual(t.config.agency);
    const api = await t.agent().get('/api/agency').expect(200);
    expect(api.body.data).toEqual(t.config.agency);
    expect(api.headers['cache-control']).toBe('public, max-age=300');
  });

  it('gives search engines the same address, phone, hours and registration on the home and contact pages', async () => {
    for (const path of ['/', '/contact']) {
      const agency = structuredData(await page(path)).find((entry) => entry['@type'] === 'TravelAgency');
      expect(agency, path).toMatchObject({
        name: 'Island Bridge Travel',
        telephone: '+1 (407) 555-0199',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '100 W Church St, Suite 2',
          addressLocality: 'Kissimmee',
          addressRegion: 'FL',
          postalCode: '34741',
          addressCountry: 'US',
        },
        openingHours: ['Mo-Fr 08:30-17:30', 'Sa 09:00-13:00'],
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '08:30',
            closes: '17:30',
          },
          { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
        ],
        identifier: {
          '@type': 'PropertyValue',
          propertyID: 'Florida Seller of Travel Registration Number',
          value: 'ST41234',
        },
      });
    }
    // The contact page's hours are the configured ones too.
    expect(textOf(await page('/contact'))).toContain(
      'Monday-Friday 8:30 AM-5:30 PM Saturday 9:00 AM-1:00 PM Eastern Time',
    );
  });
});

describe('testimonials on the home and service pages', () => {
  it('shows the approved ones with their stars, the name the client chose and their words, and no pending one', async () => {
    // None approved yet: no empty section.
    expect(textOf(await page('/services'))).not.toContain('What Our Travelers Say');
    await addTestimonial({ status: 'approved', approvedAt: new Date() });
    await addTestimonial({
      displayName: 'Not Yet',
      text: 'Waiting for an admin to read it.',
      status: 'pending',
    });
    await addTestimonial({
      displayName: 'Turned Down',
      text: 'Rejected words stay off the site.',
      status: 'rejected',
    });
    aMinuteLater();
    for (const path of [
      '/',
      '/services',
      '/services/business-travel',
      '/services/group-vacations',
      '/services/private-transport',
    ]) {
      const text = textOf(await page(path));
      expect(text, path).toContain('What Our Travelers Say');
      expect(text, path).toContain('Our reunion in Saint Lucia went without a hitch.');
      expect(text, path).toContain('Keisha B.');
      expect(text, path).toContain('Rated 5 out of 5');
      expect(text, path).not.toContain('Not Yet');
      expect(text, path).not.toContain('Turned Down');
    }
  });

  it('shows a testimonial as soon as an admin approves it, and no longer once rejected', async () => {
    const before = await page('/');
    const id = await addTestimonial({
      displayName: 'Ana L.',
      text: 'The catamaran day was the best of our lives.',
    });
    // The page was kept: a new pending testimonial changes nothing.
    expect(await page('/')).toBe(before);

    const admin = await signedIn(t, 'admin');
    await admin.http
      .post(`/api/admin/testimonials/${id}/approve`)
      .set('X-CSRF-Token', admin.token)
      .expect(200);
    expect(textOf(await page('/'))).toContain('The catamaran day was the best of our lives.');
    expect(textOf(await page('/services/group-vacations'))).toContain('Ana L.');

    await admin.http
      .post(`/api/admin/testimonials/${id}/reject`)
      .set('X-CSRF-Token', admin.token)
      .expect(200);
    expect(textOf(await page('/'))).not.toContain('The catamaran day was the best of our lives.');
  });
});
