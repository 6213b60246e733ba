import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { brand } from '@contract/brand';
import { TransportationBookingPage } from './TransportationBookingPage';

function renderPage() {
  return render(
    <MemoryRouter>
      <TransportationBookingPage />
    </MemoryRouter>,
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

describe('the transportation booking page', () => {
  it('embeds the partner form in a titled, lazily loaded frame with a way to open it in a new tab', () => {
    renderPage();
    const frame = screen.getByTitle('Private transportation booking form');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(brand.links.transportBookingForm);
    expect(frame.getAttribute('loading')).toBe('lazy');
    const open = screen.getByRole('link', { name: /Open the booking form in a new tab/ });
    expect(open.getAttribute('href')).toBe(brand.links.transportBookingForm);
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('replaces a frame that fails to load with a visible link to the form', () => {
    renderPage();
    fireEvent.error(screen.getByTitle('Private transportation booking form'));
    expect(screen.queryByTitle('Private transportation booking form')).toBeNull();
    const fallback = within(screen.getByRole('status'));
    expect(fallback.getByText('The booking form could not be shown here')).toBeTruthy();
    expect(
      fallback.getByRole('link', { name: /Open the booking form in a new tab/ }).getAttribute('target'),
    ).toBe('_blank');
  });

  it('shows the link instead of an empty frame when the browser is offline', () => {
    setOnline(false);
    renderPage();
    expect(screen.queryByTitle('Private transportation booking form')).toBeNull();
    expect(screen.getByText('The booking form could not be shown here')).toBeTruthy();
  });

  it('offers help by phone, e-mail and the PDF checklist', () => {
    renderPage();
    const help = within(screen.getByRole('region', { name: 'Need Help Booking?' }));
    expect(help.getByRole('link', { name: brand.phone }).getAttribute('href')).toBe(brand.phoneHref);
    expect(help.getByRole('link', { name: brand.email }).getAttribute('href')).toBe(`mailto:${brand.email}`);
    expect(help.getByRole('link', { name: 'Download PDF Checklist' }).getAttribute('href')).toBe(
      '/api/checklists/generate/private-transport',
    );
  });
});
