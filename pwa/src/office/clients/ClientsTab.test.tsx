import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const other = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Marc',
  lastName: 'Joseph',
  email: 'marc.j@example.com',
  phone: '+1 407 555 0199',
  address: null,
  notes: null,
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

  it('searches by full name or e-mail ignoring case', async () => {
    stubApi({ '/api/clients': { status: 200, body: { data: [client, other] } } });
    renderTab();
    expect(await screen.findByText('Cleo Baptiste')).toBeTruthy();
    const search = screen.getByLabelText('Search clients');

    fireEvent.change(search, { target: { value: 'CLEO BAPT' } });
    expect(screen.getByText('Cleo Baptiste')).toBeTruthy();
    expect(screen.queryByText('Marc Joseph')).toBeNull();

    fireEvent.change(search, { target: { value: 'MARC.J@Example' } });
    expect(screen.getByText('Marc Joseph')).toBeTruthy();
    expect(screen.queryByText('Cleo Baptiste')).toBeNull();
    expect(screen.getByText('+1 407 555 0199')).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getByText('Cleo Baptiste')).toBeTruthy();
    expect(screen.getByText('Marc Joseph')).toBeTruthy();
  });

  it('invites the first client when there are none', async () => {
    stubApi({ '/api/clients': { status: 200, body: { data: [] } } });
    renderTab();
    expect(await screen.findByText('No clients yet. Add your first client.')).toBeTruthy();
    expect(screen.queryByText('No clients match your search.')).toBeNull();
  });

  it('edits a client from a prefilled form', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/clients': { status: 200, body: { data: [client] } },
      [`/api/clients/${client.id}`]: { status: 200, body: { data: { ...client, phone: '+1 758 555 0199' } } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cleo Baptiste' }));
    const dialog = await screen.findByRole('dialog');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cleo@example.com');

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 758 555 0199' } });
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client updated successfully!'));
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe(`/api/clients/${client.id}`);
    expect(sentBody([put!], put!.url)).toEqual({
      firstName: 'Cleo',
      lastName: 'Baptiste',
      email: 'cleo@example.com',
      phone: '+1 758 555 0199',
      address: null,
      notes: 'Prefers window seats',
    });
  });

  it('deletes a client only after the confirmation', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/clients': [
        { status: 200, body: { data: [client, other] } },
        { status: 200, body: { data: [other] } },
      ],
      [`/api/clients/${client.id}`]: { status: 200, body: { success: true } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cleo Baptiste' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete Cleo Baptiste?')).toBeTruthy();
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client deleted successfully!'));
    const deleted = calls.filter((call) => call.init?.method === 'DELETE');
    expect(deleted.map((call) => call.url)).toEqual([`/api/clients/${client.id}`]);
    await waitFor(() => expect(screen.queryByText('Cleo Baptiste')).toBeNull());
    expect(screen.getByText('Marc Joseph')).toBeTruthy();
  });

  it('keeps the list and says why when a delete fails', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/clients': { status: 200, body: { data: [client] } },
      [`/api/clients/${client.id}`]: {
        status: 409,
        body: { error: 'conflict', message: 'Client has bookings' },
      },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cleo Baptiste' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error deleting client', 'Client has bookings'),
    );
    expect(screen.getByText('Cleo Baptiste')).toBeTruthy();
  });
});
