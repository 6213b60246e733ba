import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { testimonialMessages } from '@contract/testimonialOptions';
import { callsTo, csrf, sentBody, spyToasts } from '@pwa/account/testing';
import { stubApi } from '@pwa/test/renderApp';
import { control, expectFieldMessage, fill, press, restoreNetworkAfterEach } from '../forms/formTesting';
import { TestimonialPage } from './TestimonialPage';

restoreNetworkAfterEach();

const TOKEN = 'k3y-0f-the-link_from-the-email-0123456789ab';

const invitation = {
  status: 200,
  body: {
    success: true,
    data: {
      tripTitle: 'Pitons Anniversary Week',
      suggestedName: 'Marie A.',
      expiresAt: '2027-01-01T00:00:00Z',
    },
  },
};
const linkRefused = {
  status: 400,
  body: {
    success: false,
    error: 'validation_failed',
    message: testimonialMessages.linkInvalid,
    fields: { token: testimonialMessages.linkInvalid },
  },
};
const received = {
  status: 201,
  body: { success: true, message: testimonialMessages.received, data: { id: 't-1' } },
};

function renderPage(search = `?token=${TOKEN}`) {
  return render(
    <MemoryRouter initialEntries={[`/testimonial${search}`]}>
      <TestimonialPage />
    </MemoryRouter>,
  );
}

describe('TestimonialPage', () => {
  it('asks about the trip the link names, with the suggested name, and sends the testimonial with the token', async () => {
    const calls = stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/testimonials/invitation': invitation,
      '/api/testimonials': received,
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'How was Pitons Anniversary Week?' })).toBeTruthy();
    expect(sentBody(calls, '/api/testimonials/invitation')).toEqual({ token: TOKEN });
    expect(control('Your name as shown').value).toBe('Marie A.');

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fill('Your experience', 'Every transfer was on time and the resort was perfect.');
    fireEvent.click(screen.getByRole('checkbox', { name: /may publish my rating/ }));
    press('Send My Testimonial');

    const thanks = await screen.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText(testimonialMessages.received)).toBeTruthy();
    expect(sentBody(calls, '/api/testimonials')).toEqual({
      token: TOKEN,
      rating: '4',
      text: 'Every transfer was on time and the resort was perfect.',
      displayName: 'Marie A.',
      consent: 'true',
    });
  });

  it('says what is missing under each field, focuses the first and sends nothing', async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf, '/api/testimonials/invitation': invitation });
    renderPage();
    await screen.findByRole('heading', { name: 'How was Pitons Anniversary Week?' });
    fill('Your name as shown', '');
    fill('Your experience', 'Great!');
    press('Send My Testimonial');

    await expectFieldMessage('Your experience', testimonialMessages.textTooShort);
    await expectFieldMessage('Your name as shown', testimonialMessages.nameRequired);
    expect(screen.getByText(testimonialMessages.ratingRequired)).toBeTruthy();
    expect(screen.getByText(testimonialMessages.consentRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
    expect(callsTo(calls, '/api/testimonials')).toEqual([]);
  });

  it('says at once that a used or expired link no longer works, before anything is typed', async () => {
    stubApi({ '/api/auth/csrf-token': csrf, '/api/testimonials/invitation': linkRefused });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(testimonialMessages.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('says a link without its token is incomplete, and asks the server nothing', async () => {
    const calls = stubApi({});
    renderPage('');
    expect(await screen.findByText(testimonialMessages.tokenRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the link as used when it was used elsewhere while the client wrote', async () => {
    stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/testimonials/invitation': invitation,
      '/api/testimonials': linkRefused,
    });
    renderPage();
    await screen.findByRole('heading', { name: 'How was Pitons Anniversary Week?' });
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fill('Your experience', 'Every transfer was on time and the resort was perfect.');
    fireEvent.click(screen.getByRole('checkbox', { name: /may publish my rating/ }));
    press('Send My Testimonial');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });
});
