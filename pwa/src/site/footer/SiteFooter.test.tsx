import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AgencyDetails } from '@contract/agency';
import { stubApi } from '@pwa/test/renderApp';
import { AgencyContext } from '@pwa/site/agencyDetails';
import { SiteFooter } from './SiteFooter';

const agency: AgencyDetails = {
  address: {
    streetAddress: '100 W Church St, Suite 2',
    locality: 'Kissimmee',
    region: 'FL',
    postalCode: '34741',
    country: 'US',
  },
  phone: '(407) 555-0199',
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' },
    { days: ['Saturday'], opens: '09:00', closes: '13:00' },
  ],
  sellerOfTravelNumber: 'ST41234',
};

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

/** As on a page the server rendered: the details come with it. */
function renderFooter(details: AgencyDetails | null = agency) {
  return render(
    <MemoryRouter>
      <AgencyContext value={details}>
        <SiteFooter />
      </AgencyContext>
    </MemoryRouter>,
  );
}

describe('the site footer', () => {
  it('links the footer quick links and opens every external profile in a new tab', () => {
    renderFooter();
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(quick.map((link) => link.getAttribute('href'))).toEqual([
      '/services',
      '/about',
      '/blog',
      '/cruises',
      '/visit-central-florida',
      '/visit-saint-lucia',
      '/quote',
    ]);
    expect(quick.at(-1)?.textContent).toBe('Book Consultation');
    const listen = within(screen.getByRole('region', { name: /Listen/ })).getAllByRole('link');
    expect(listen).toHaveLength(5);
    for (const link of listen) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('gives the agency’s phone, address and hours, its accreditations as badges and its Florida registration', () => {
    renderFooter();
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: /\(407\) 555-0199/ }).getAttribute('href')).toBe(
      'tel:+14075550199',
    );
    const address = document.querySelector('address');
    expect(address?.textContent).toBe('Island Bridge Travel LLC100 W Church St, Suite 2Kissimmee, FL 34741');
    expect(contact.getByText(/Monday-Friday 8:30 AM-5:30 PM/).closest('li')?.textContent).toBe(
      'Monday-Friday 8:30 AM-5:30 PMSaturday 9:00 AM-1:00 PM (Eastern)',
    );

    const trust = within(screen.getByRole('region', { name: 'Accredited & Certified' }));
    const badges = trust.getAllByRole('listitem');
    expect(badges.length).toBeGreaterThanOrEqual(6);
    expect(badges[0].textContent).toBe('CLIA ACCCLIA Accredited Cruise Counsellor (ACC)');
    expect(trust.getByText('Florida Seller of Travel Reg. No. ST41234')).toBeTruthy();
    expect(trust.getByRole('link', { name: 'See all our certifications' }).getAttribute('href')).toBe(
      '/about',
    );
  });

  it('asks the API for the details on a page the browser rendered, and shows none it was not given', async () => {
    const calls = stubApi({ '/api/agency': { status: 200, body: { data: agency } } });
    renderFooter(null);
    expect(screen.queryByText(/Seller of Travel/)).toBeNull();
    expect(await screen.findByText('Florida Seller of Travel Reg. No. ST41234')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/agency']);
    // The badges need nothing from the server.
    expect(screen.getByRole('region', { name: 'Accredited & Certified' })).toBeTruthy();
  });

  it('opens the privacy policy in a dialog, closes it and gives the focus back to its button', async () => {
    renderFooter();
    const button = screen.getByRole('button', { name: 'Privacy Policy' });
    button.focus();
    fireEvent.click(button);

    const dialog = within(await screen.findByRole('dialog', { name: 'Privacy Policy' }));
    expect(dialog.getByRole('heading', { level: 3, name: 'What we collect' })).toBeTruthy();
    expect(dialog.getByText(/PayPal processes the payment/)).toBeTruthy();
    expect(dialog.getByRole('heading', { level: 3, name: 'How long we keep it' })).toBeTruthy();
    expect(dialog.getByRole('heading', { level: 3, name: 'Your rights and choices' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('names the session and CSRF protection under Cookie Settings, and has terms of service', async () => {
    renderFooter();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const cookies = within(await screen.findByRole('dialog', { name: 'Cookie Settings' }));
    expect(cookies.getByText(/travel\.sid/)).toBeTruthy();
    expect(cookies.getByText(/cross-site request forgery/)).toBeTruthy();
    fireEvent.click(cookies.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const terms = within(await screen.findByRole('dialog', { name: 'Terms of Service' }));
    expect(terms.getByRole('heading', { level: 3, name: 'Consultations and fees' })).toBeTruthy();
  });
});
