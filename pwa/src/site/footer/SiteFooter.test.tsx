import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('the site footer', () => {
  it('links the quick links of the specification and opens every external profile in a new tab', () => {
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
