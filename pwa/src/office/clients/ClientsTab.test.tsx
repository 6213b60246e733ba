import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { csrf, sentBody, spyToasts } from '@pwa/account/testing';
import { ClientsTab } from './ClientsTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const client = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'cleo@example.com',
  phone: '+1 758 555 0101',
  address: null,
  notes: 'Prefers window seats',
};

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ClientsTab />
    </QueryClientProvider>,
  );
}

describe('ClientsTab', () => {
  it('lists clients, validates and creates one', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/clients': [
        { status: 200, body: { data: [client] } },
        { status: 201, body: { data: { ...client, id: 'x' } } },
        { status: 200, body: { data: [client] } },
      ],
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    expect(await screen.findByText('Cleo Baptiste')).toBeTruthy();
    expect(screen.getByText('Prefers window seats')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'nobody' } });
    expect(screen.getByText('No clients match your search.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add Client/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('First name is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Mor' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ANA@example.com' } });
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client created successfully!'));
    const post = calls.find((call) => call.url === '/api/clients' && call.init?.method === 'POST');
    expect(sentBody([post!], '/api/clients')).toEqual({
      firstName: 'Ana',
      lastName: 'Mor',
      email: 'ana@example.com',
      phone: null,
      address: null,
      notes: null,
    });
  });
});
