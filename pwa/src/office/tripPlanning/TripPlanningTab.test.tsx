import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { currentUserQueryKey } from '@pwa/account/currentUser';
import { agentUser, spyToasts } from '@pwa/account/testing';
import { createQueryClient } from '@pwa/lib/queryClient';
import {
  openOfficeDatabase,
  setOfficeDatabase,
  type LocalRecord,
  type OfficeDatabase,
} from '@pwa/offline/db';
import { TripPlanningTab } from './TripPlanningTab';

const realFetch = globalThis.fetch;
let network: ReturnType<typeof vi.fn>;
let db: OfficeDatabase;

beforeEach(() => {
  // Offline: every request fails, and trip planning must not need one.
  network = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  globalThis.fetch = network as unknown as typeof fetch;
});

afterEach(() => {
  expect(network).not.toHaveBeenCalled();
  globalThis.fetch = realFetch;
  db?.close();
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const base = {
  version: 2,
  agentId: 'u-agent',
  description: null,
  duration: 7,
  budget: 450000,
  currency: 'USD',
  travelStyle: 'romantic',
  activities: ['beaches'],
  accommodations: ['resort'],
  transportation: ['flight'],
  tags: ['honeymoon'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const plan = {
  ...base,
  id: '11111111-1111-4111-8111-111111111111',
  clientId: '33333333-3333-4333-8333-333333333333',
  name: 'Pierre Honeymoon',
  destinations: ['Soufriere'],
  isTemplate: false,
};
const template = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  agentId: 'someone-else',
  clientId: null,
  name: 'Saint Lucia Romantic Week',
  destinations: ['Soufriere', 'Rodney Bay'],
  isTemplate: true,
  // As the server sends another agent's template: read and used, never changed.
  abilities: { edit: false, delete: false },
};
const clients = [
  {
    id: '33333333-3333-4333-8333-333333333333',
    version: 1,
    firstName: 'Jordan',
    lastName: 'Pierre',
    email: 'c@x.test',
  },
];

async function renderTab({
  plans = [plan, template] as Record<string, unknown>[],
  synced = true,
}: { plans?: Record<string, unknown>[]; synced?: boolean } = {}) {
  db = openOfficeDatabase(`test-${crypto.randomUUID()}`);
  setOfficeDatabase(db);
  await db.clients.bulkPut(clients);
  await db.trip_plans.bulkPut(plans as LocalRecord[]);
  if (synced) await db.meta.put({ key: 'cursor', value: 1 });
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, agentUser);
  render(
    <QueryClientProvider client={queryClient}>
      <TripPlanningTab />
    </QueryClientProvider>,
  );
}

async function queued() {
  return (await db.outbox.orderBy('seq').toArray()).map(({ entity, op, recordId, changes }) => ({
    entity,
    op,
    recordId,
    changes,
  }));
}

// Whole dialogs are driven through antd under jsdom, which is slow on a busy machine.
describe('TripPlanningTab', () => {
  it('creates a plan from scratch: trimmed unique entries, the chosen client, empty lists as null', async () => {
    const toasts = spyToasts();
    await renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    fireEvent.change(within(dialog).getByLabelText('Plan name'), { target: { value: 'Orlando parks' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Jordan Pierre'));
    const destination = within(dialog).getByLabelText('Destinations');
    for (const entry of ['   ', ' Orlando ', 'Orlando', 'Kissimmee']) {
      fireEvent.change(destination, { target: { value: entry } });
      fireEvent.keyDown(destination, { key: 'Enter' });
    }
    const tag = within(dialog).getByLabelText('Tags');
    for (const entry of ['family ', 'family', '']) {
      fireEvent.change(tag, { target: { value: entry } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    }
    expect(within(dialog).getByRole('button', { name: 'Remove destination Orlando' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Duration (days)'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Budget'), { target: { value: '1234.56' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan created successfully!'));
    const entries = await queued();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'trip_plans', op: 'upsert' });
    expect(entries[0].changes).toEqual({
      name: 'Orlando parks',
      description: null,
      clientId: '33333333-3333-4333-8333-333333333333',
      destinations: ['Orlando', 'Kissimmee'],
      duration: 5,
      budget: 123456,
      currency: 'USD',
      travelStyle: null,
      activities: null,
      accommodations: null,
      transportation: null,
      tags: ['family'],
      isTemplate: false,
    });
    const card = await screen.findByRole('article', { name: 'Orlando parks' });
    expect(within(card).getByText('Client: Jordan Pierre')).toBeTruthy();
    expect(within(card).getByText('Budget: $1,234.56')).toBeTruthy();
    expect(await db.trip_plans.get(entries[0].recordId)).toMatchObject({ version: 0, agentId: 'u-agent' });
  });

  it('offers exactly the options of the specification, duration from 1 and budget in cents', async () => {
    spyToasts();
    await renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    expect(within(dialog).getByLabelText('Duration (days)').getAttribute('aria-valuemin')).toBe('1');
    expect(within(dialog).getByLabelText('Budget').getAttribute('step')).toBe('0.01');
    expect(await optionsOf(dialog, 'Currency')).toEqual(['USD', 'EUR', 'GBP', 'CAD']);
    expect(await optionsOf(dialog, 'Travel style')).toEqual([
      'Luxury',
      'Budget',
      'Adventure',
      'Relaxation',
      'Cultural',
      'Family',
      'Business',
      'Romantic',
    ]);
    expect(await optionsOf(dialog, 'Activities')).toEqual([
      'Sightseeing',
      'Adventure Sports',
      'Cultural Tours',
      'Food & Wine',
      'Shopping',
      'Nightlife',
      'Nature & Wildlife',
      'Beaches',
      'Museums',
      'Historical Sites',
    ]);
    expect(await optionsOf(dialog, 'Accommodations')).toEqual([
      'Hotel',
      'Resort',
      'Vacation Rental',
      'Boutique',
      'Hostel',
      'Bed & Breakfast',
      'Camping',
      'Cruise',
    ]);
    expect(await optionsOf(dialog, 'Transportation')).toEqual([
      'Flight',
      'Car Rental',
      'Train',
      'Bus',
      'Cruise',
      'Private Transfer',
      'Rideshare',
      'Walking',
    ]);
  });

  it('edits a plan in edit mode and queues only what changed, on its id', async () => {
    const toasts = spyToasts();
    await renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pierre Honeymoon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Trip Plan' });
    const name = within(dialog).getByLabelText('Plan name') as HTMLInputElement;
    expect(name.value).toBe('Pierre Honeymoon');
    expect((within(dialog).getByLabelText('Budget') as HTMLInputElement).value).toBe('4500.00');
    fireEvent.change(name, { target: { value: 'Pierre Honeymoon 2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag honeymoon' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Plan' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan updated successfully!'));
    expect(await queued()).toEqual([
      {
        entity: 'trip_plans',
        op: 'upsert',
        recordId: plan.id,
        changes: { name: 'Pierre Honeymoon 2027', tags: null },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Pierre Honeymoon 2027' });
    expect(within(card).queryByText('#honeymoon')).toBeNull();
    expect(await db.trip_plans.get(plan.id)).toMatchObject({ budget: 450000, destinations: ['Soufriere'] });
  });

  it('deletes a plan once confirmed, and says "Error" when the device cannot', async () => {
    const toasts = spyToasts();
    await renderTab({
      plans: [plan, { ...plan, id: '55555555-5555-4555-8555-555555555555', name: 'Spa week' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pierre Honeymoon' }));
    expect(await screen.findByText('Are you sure you want to delete this trip plan?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan deleted successfully!'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pierre Honeymoon' })).toBeNull());
    expect(await queued()).toEqual([{ entity: 'trip_plans', op: 'delete', recordId: plan.id, changes: {} }]);

    vi.spyOn(db.outbox, 'add').mockRejectedValue(new Error('The device storage is full'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spa week' }));
    await waitFor(() =>
      expect(screen.getAllByText('Are you sure you want to delete this trip plan?').length).toBeGreaterThan(
        0,
      ),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'The device storage is full'));
    expect(screen.getByRole('article', { name: 'Spa week' })).toBeTruthy();
  });

  it('says "Failed to create trip plan" when the device gives no reason', async () => {
    const toasts = spyToasts();
    await renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    fireEvent.change(within(dialog).getByLabelText('Plan name'), { target: { value: 'Cruise week' } });
    const destination = within(dialog).getByLabelText('Destinations');
    fireEvent.change(destination, { target: { value: 'Castries' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new Error(''));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'Failed to create trip plan'));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(await db.trip_plans.count()).toBe(2);
  });

  it('shows the plans as cards and the templates under their own tab', async () => {
    spyToasts();
    await renderTab();
    const card = await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    expect(within(card).getByText('Client: Jordan Pierre')).toBeTruthy();
    expect(within(card).getByText('Budget: $4,500.00')).toBeTruthy();
    // Templates are not the agent's own plans.
    expect(screen.queryByRole('article', { name: 'Saint Lucia Romantic Week' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(await screen.findByRole('article', { name: 'Saint Lucia Romantic Week' })).toBeTruthy();
    // Another agent's template can be used, not changed.
    expect(screen.queryByRole('button', { name: 'Edit Saint Lucia Romantic Week' })).toBeNull();
  });

  it('shows Edit and Delete of each plan as the server says this user may', async () => {
    spyToasts();
    await renderTab({
      plans: [
        { ...plan, abilities: { edit: true, delete: false } },
        // Another agent's template, to a user the server lets change it (an admin).
        { ...template, abilities: { edit: true, delete: true } },
      ],
    });
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    expect(screen.getByRole('button', { name: 'Edit Pierre Honeymoon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Pierre Honeymoon' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(await screen.findByRole('button', { name: 'Edit Saint Lucia Romantic Week' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Saint Lucia Romantic Week' })).toBeTruthy();
  });

  it('lets the author change a plan made on this device before the server has answered for it', async () => {
    spyToasts();
    await renderTab({
      plans: [{ ...template, id: plan.id, name: 'Made here', version: 0, abilities: undefined }],
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Templates' }));
    expect(await screen.findByRole('button', { name: 'Edit Made here' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Made here' })).toBeTruthy();
  });

  it('shows many plans and many templates a page at a time', async () => {
    spyToasts();
    const numbered = (index: number) => String(index).padStart(2, '0');
    await renderTab({
      plans: [
        ...Array.from({ length: 30 }, (_, index) => ({
          ...plan,
          id: `55555555-5555-4555-8555-${String(index).padStart(12, '0')}`,
          name: `Plan ${numbered(index)}`,
          // Plan 00 is the newest.
          createdAt: `2026-01-01T10:${numbered(59 - index)}:00.000Z`,
        })),
        ...Array.from({ length: 26 }, (_, index) => ({
          ...template,
          id: `66666666-6666-4666-8666-${String(index).padStart(12, '0')}`,
          name: `Template ${numbered(index)}`,
        })),
      ],
    });
    expect(await screen.findByRole('article', { name: 'Plan 00' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.queryByRole('article', { name: 'Plan 24' })).toBeNull();
    const plans = screen.getByRole('navigation', { name: 'Plan pages' });
    expect(plans.textContent).toContain('1-24 of 30');
    fireEvent.click(within(plans).getByTitle('2'));
    expect(await screen.findByRole('article', { name: 'Plan 29' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Plan 00' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(await screen.findByRole('article', { name: 'Template 00' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Template 24' })).toBeNull();
    const templates = screen.getByRole('navigation', { name: 'Template pages' });
    expect(templates.textContent).toContain('1-24 of 26');
    fireEvent.click(within(templates).getByTitle('2'));
    expect(await screen.findByRole('article', { name: 'Template 25' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Template 00' })).toBeNull();
  });

  it('waits for the first download rather than calling the plans empty', async () => {
    spyToasts();
    await renderTab({ plans: [], synced: false });
    expect(await screen.findByLabelText('Loading trip plans')).toBeTruthy();
    expect(screen.queryByText('No trip plans yet. Create one or start from a template.')).toBeNull();
    await db.meta.put({ key: 'cursor', value: 1 });
    expect(await screen.findByText('No trip plans yet. Create one or start from a template.')).toBeTruthy();
  });

  it('asks for a name and a destination before queuing anything', async () => {
    const toasts = spyToasts();
    await renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan name is required')).toBeTruthy();
    expect(screen.getByText('At least one destination is required')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Please add at least one destination');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a duration of 0 and a budget of -100 as typed, says why, and clears each message once fixed', async () => {
    spyToasts();
    await renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Trip Plan' }));
    const duration = dialog.getByLabelText('Duration (days)') as HTMLInputElement;
    const budget = dialog.getByLabelText('Budget') as HTMLInputElement;
    fireEvent.change(duration, { target: { value: '0' } });
    fireEvent.blur(duration);
    fireEvent.change(budget, { target: { value: '-100' } });
    fireEvent.blur(budget);
    fireEvent.click(dialog.getByRole('button', { name: 'Create Plan' }));

    expect(await dialog.findByText('Duration must be at least 1 day')).toBeTruthy();
    expect(dialog.getByText('Budget must be positive')).toBeTruthy();
    expect(dialog.getByText('Plan name is required')).toBeTruthy();
    expect(dialog.getByText('At least one destination is required')).toBeTruthy();
    expect(duration.value).toBe('0');
    expect(budget.value).toBe('-100.00');

    const destination = dialog.getByLabelText('Destinations');
    fireEvent.change(destination, { target: { value: 'Orlando' } });
    fireEvent.keyDown(destination, { key: 'Enter' });
    await waitFor(() => expect(dialog.queryByText('At least one destination is required')).toBeNull());
    expect(dialog.getByText('Duration must be at least 1 day')).toBeTruthy();

    fireEvent.change(duration, { target: { value: '3' } });
    await waitFor(() => expect(dialog.queryByText('Duration must be at least 1 day')).toBeNull());
    fireEvent.change(budget, { target: { value: '-5' } });
    expect(dialog.getByText('Budget must be positive')).toBeTruthy();
    fireEvent.change(budget, { target: { value: '100' } });
    await waitFor(() => expect(dialog.queryByText('Budget must be positive')).toBeNull());
    fireEvent.change(dialog.getByLabelText('Plan name'), { target: { value: 'Orlando parks' } });
    await waitFor(() => expect(dialog.queryByText('Plan name is required')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });

  it('creates a plan from a template with a new id, no client and isTemplate false', async () => {
    const toasts = spyToasts();
    await renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use Template Saint Lucia Romantic Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    const destination = within(dialog).getByLabelText('Destinations');
    fireEvent.change(destination, { target: { value: '  Castries ' } });
    fireEvent.keyDown(destination, { key: 'Enter' });
    fireEvent.change(destination, { target: { value: 'Soufriere' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan created successfully!'));
    const [created] = await queued();
    expect(created.recordId).not.toBe(template.id);
    expect(created.changes).toEqual({
      name: 'Saint Lucia Romantic Week',
      description: null,
      clientId: null,
      destinations: ['Soufriere', 'Rodney Bay', 'Castries'],
      duration: 7,
      budget: 450000,
      currency: 'USD',
      travelStyle: 'romantic',
      activities: ['beaches'],
      accommodations: ['resort'],
      transportation: ['flight'],
      tags: ['honeymoon'],
      isTemplate: false,
    });
    // The copy is one of My Plans; the template stays as it was.
    fireEvent.click(screen.getByRole('tab', { name: 'My Plans' }));
    expect(await screen.findByRole('article', { name: 'Saint Lucia Romantic Week' })).toBeTruthy();
    expect(await db.trip_plans.get(template.id)).toMatchObject({ isTemplate: true, version: 2 });
  });
});

/** The labels an antd select offers once opened (each select's popup is added on first open). */
async function optionsOf(dialog: HTMLElement, label: string): Promise<string[]> {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown').length).toBe(before + 1));
  const popup = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
  return [...popup.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}
