import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { publishingMessages } from '@contract/blogPublishing';
import { csrf, sentBody, spyToasts } from '@pwa/account/testing';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { clickWhenReady } from '@pwa/test/antd';
import { PublishingTab } from './PublishingTab';

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
const POST_ID = '22222222-2222-4222-8222-222222222222';

const storedPost = {
  id: POST_ID,
  slug: 'packing-for-saint-lucia',
  title: 'Packing for Saint Lucia',
  markdown: 'Bring **sandals**.',
  hasMarkdownSource: true,
  content: '<p>Bring <strong>sandals</strong>.</p>',
  excerpt: 'Bring sandals.',
  excerptWritten: false,
  featuredImage: null,
  categoryId: CATEGORY_ID,
  categoryName: 'Islands',
  tags: ['packing'],
  seoTitle: null,
  seoDescription: null,
  status: 'published',
  publishedAt: '2026-05-01T09:00:00.000Z',
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-01T09:00:00.000Z',
  readingTime: 1,
  originalLink: null,
};

type Answers = Parameters<typeof stubApi>[0];

function renderTab(extra: Answers = {}) {
  const calls = stubApi({
    '/api/auth/csrf-token': csrf,
    '/api/blog/admin/posts': { status: 200, body: { posts: [storedPost] } },
    '/api/blog/categories': {
      status: 200,
      body: [
        {
          id: CATEGORY_ID,
          name: 'Islands',
          slug: 'islands',
          description: null,
          color: '#3b82f6',
          postCount: 1,
        },
      ],
    },
    '/api/podcast/admin/episodes': { status: 200, body: { episodes: [] } },
    ...extra,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PublishingTab />
    </QueryClientProvider>,
  );
  return calls;
}

const dialog = () => screen.getByRole('dialog');
/** The confirm's visible title (antd repeats it, hidden, as the dialog's name). */
const CONFIRM_TITLE = { selector: '.ant-modal-confirm-title' };
const findDiscardQuestion = () => screen.findByText('Discard changes?', CONFIRM_TITLE);
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describe('PublishingTab', () => {
  it('lists the posts with their status, date and category', async () => {
    renderTab();
    const row = (await screen.findByText('Packing for Saint Lucia')).closest('tr')!;
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('1 May 2026')).toBeTruthy();
    expect(within(row).getByText('Islands')).toBeTruthy();
    expect(screen.getByText('No episodes yet. Add one with New Episode.')).toBeTruthy();
  });

  it('writes a post: previews the server HTML, then sends the draft the contract made', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      '/api/blog/preview': {
        status: 200,
        body: {
          html: '<h2>Rum tasting</h2><p>Sip <strong>slowly</strong>.</p>',
          excerpt: 'Rum tasting Sip slowly.',
          readingTime: 1,
        },
      },
      '/api/blog/posts': {
        status: 201,
        body: { success: true, data: { ...storedPost, title: 'Rum tasting', slug: 'rum-tasting' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /New Post/ }));
    type('Title', '  Rum tasting ');
    type('Body (Markdown)', '# Rum tasting\n\nSip **slowly**.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Preview' }));

    const preview = await within(dialog()).findByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Rum tasting' })).toBeTruthy());
    expect(sentBody(calls, '/api/blog/preview')).toEqual({ markdown: '# Rum tasting\n\nSip **slowly**.' });

    fireEvent.click(within(dialog()).getByRole('switch'));
    await clickWhenReady(() => within(dialog()).getByRole('button', { name: 'Save Post' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Post published',
        expect.stringContaining('/blog/rum-tasting'),
      ),
    );
    expect(sentBody(calls, '/api/blog/posts')).toMatchObject({
      title: 'Rum tasting',
      slug: null,
      markdown: '# Rum tasting\n\nSip **slowly**.',
      status: 'published',
      publishedAt: null,
      tags: [],
    });
  });

  it('adds an episode with its audio file and the file’s size in bytes, for the feed', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      '/api/podcast/episodes': { status: 201, body: { success: true, data: { isPublished: false } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /New Episode/ }));
    type('Episode title', 'Why Saint Lucia?');
    type('Audio address', 'https://media.example/s1e01.mp3');
    type('Audio size (bytes)', '29792000');
    await clickWhenReady(() => within(dialog()).getByRole('button', { name: 'Save Episode' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(sentBody(calls, '/api/podcast/episodes')).toMatchObject({
      title: 'Why Saint Lucia?',
      audioUrl: 'https://media.example/s1e01.mp3',
      audioLengthBytes: 29_792_000,
    });
  });

  it('shows the contract messages and sends nothing while the post is incomplete', async () => {
    const calls = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /New Post/ }));
    type('Featured image address', 'not a url');
    await clickWhenReady(() => within(dialog()).getByRole('button', { name: 'Save Post' }));
    expect(await within(dialog()).findByText(publishingMessages.titleRequired)).toBeTruthy();
    expect(within(dialog()).getByText(publishingMessages.markdownRequired)).toBeTruthy();
    expect(within(dialog()).getByText(publishingMessages.featuredImageInvalid)).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/blog/posts')).toBe(false);
  });

  it("keeps what was typed and shows the server's message when a save is refused", async () => {
    const toasts = spyToasts();
    renderTab({
      [`/api/blog/posts/${POST_ID}`]: {
        status: 409,
        body: {
          success: false,
          error: 'conflict',
          message: publishingMessages.slugTaken,
          fields: { slug: publishingMessages.slugTaken },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Packing for Saint Lucia' }));
    expect((within(dialog()).getByLabelText('Body (Markdown)') as HTMLTextAreaElement).value).toBe(
      'Bring **sandals**.',
    );
    type('Body (Markdown)', 'Bring sandals and a hat.');
    await clickWhenReady(() => within(dialog()).getByRole('button', { name: 'Save Post' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not save the post', publishingMessages.slugTaken),
    );
    // The form shows the field's message on its own render after the toast.
    expect(await within(dialog()).findByText(publishingMessages.slugTaken)).toBeTruthy();
    expect((within(dialog()).getByLabelText('Body (Markdown)') as HTMLTextAreaElement).value).toBe(
      'Bring sandals and a hat.',
    );
  });

  it('saves a post left as a draft and says so', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      '/api/blog/posts': {
        status: 201,
        body: {
          success: true,
          data: { ...storedPost, title: 'Reef etiquette', slug: 'reef-etiquette', status: 'draft' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /New Post/ }));
    type('Title', 'Reef etiquette');
    type('Body (Markdown)', 'Look, never touch.');
    await clickWhenReady(() => within(dialog()).getByRole('button', { name: 'Save Post' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Draft saved',
        expect.stringContaining('/blog/reef-etiquette'),
      ),
    );
    expect(sentBody(calls, '/api/blog/posts')).toMatchObject({ title: 'Reef etiquette', status: 'draft' });
    // Saved: the editor closes without asking about changes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Discard changes?', CONFIRM_TITLE)).toBeNull();
  });

  it('closes an untouched editor at once, and asks before discarding an edited one', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /New Post/ }));
    fireEvent.keyDown(within(dialog()).getByLabelText('Title'), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Discard changes?', CONFIRM_TITLE)).toBeNull();

    // A change typed and undone is no change.
    fireEvent.click(screen.getByRole('button', { name: /New Post/ }));
    type('Title', 'Sargassum season');
    type('Title', '');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /New Post/ }));
    type('Title', 'Sargassum season');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(await findDiscardQuestion()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    // The editor stays with what was typed (the question's own dialog shares its name here).
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Sargassum season');

    // Escape asks the same; discarding closes the editor.
    fireEvent.keyDown(title, { key: 'Escape', keyCode: 27 });
    const discard = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: 'Discard changes' });
      expect(buttons.length).toBeGreaterThan(0);
      return buttons.at(-1)!;
    });
    fireEvent.click(discard);
    await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
  });

  it('lets Escape in a picker close only the picker, not the editor', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /New Post/ }));
    const editor = screen.getByRole('dialog', { name: 'New Post' });
    type('Title', 'Sargassum season');

    // The category drop-down, open, then closed by Escape.
    const category = within(editor).getByLabelText('Category');
    fireEvent.mouseDown(category);
    await waitFor(() => expect(category.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(category, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(category.getAttribute('aria-expanded')).toBe('false'));

    fireEvent.keyDown(within(editor).getByLabelText('Publish date'), { key: 'Escape', keyCode: 27 });
    fireEvent.keyDown(within(editor).getByLabelText('Tags'), { key: 'Escape', keyCode: 27 });

    expect(screen.queryByText('Discard changes?', CONFIRM_TITLE)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New Post' })).toBe(editor);
  });

  it('says so when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderTab();
    expect(
      await screen.findByText(/You are offline. Writing the blog and the podcast needs a connection/),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: /New Post/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
