import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ModeratedComment, ModerationQueue } from '@contract/blog';
import { brand } from '@contract/brand';
import { blogMessages } from '@contract/blog';
import { currentUserQueryKey } from '@pwa/account/currentUser';
import { callsTo, csrf, pendingAgentUser, sentBody, spyToasts } from '@pwa/account/testing';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { clickWhenReady } from '@pwa/test/antd';
import { stubApi } from '@pwa/test/renderApp';
import { CommentsTab } from './CommentsTab';
import { withoutComment } from './api';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const PENDING_URL = '/api/blog/comments?status=pending';
const APPROVED_URL = '/api/blog/comments?status=approved';
const FIRST_ID = '11111111-1111-4111-8111-111111111111';
const SECOND_ID = '22222222-2222-4222-8222-222222222222';
const APPROVED_ID = '33333333-3333-4333-8333-333333333333';

const comment = (fields: Partial<ModeratedComment> & { id: string }): ModeratedComment => ({
  postId: '99999999-9999-4999-8999-999999999999',
  postTitle: 'Rainy season in St. Lucia',
  postSlug: 'rainy-season-st-lucia',
  parentId: null,
  parentAuthorName: null,
  authorName: 'Jane Doe',
  authorEmail: 'jane@example.com',
  authorWebsite: null,
  content: 'Is June a good month to visit?',
  status: 'pending',
  isReply: false,
  ipAddress: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  createdAt: '2026-05-02T10:00:00.000Z',
  ...fields,
});

const first = comment({ id: FIRST_ID });
const second = comment({
  id: SECOND_ID,
  authorName: 'Marc Joseph',
  authorEmail: 'marc@example.com',
  content: 'Thanks, that helps!',
  parentId: APPROVED_ID,
  parentAuthorName: 'Ana Lee',
  isReply: true,
  createdAt: '2026-05-03T10:00:00.000Z',
});
const approved = comment({
  id: APPROVED_ID,
  authorName: 'Ana Lee',
  authorEmail: 'ana@example.com',
  content: 'Which beach is best for children?',
  status: 'approved',
});

const counts = { pending: 2, approved: 5, rejected: 1, spam: 3 };
const queue = (comments: ModeratedComment[], changed: Partial<ModerationQueue['counts']> = {}) => ({
  status: 200,
  body: { comments, counts: { ...counts, ...changed } } satisfies ModerationQueue,
});

type Answers = Parameters<typeof stubApi>[0];

function renderTab(answers: Answers) {
  const calls = stubApi({ '/api/auth/csrf-token': csrf, ...answers });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CommentsTab />
    </QueryClientProvider>,
  );
  return calls;
}

function card(text: string): HTMLElement {
  return screen.getByText(text).closest('article') as HTMLElement;
}

describe('CommentsTab', () => {
  it('lists the pending queue first, with the counts of every status and who wrote on which post', async () => {
    renderTab({ [PENDING_URL]: queue([first, second]) });

    expect(await screen.findByText('Is June a good month to visit?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Comments' })).toBeTruthy();
    const statuses = screen.getByRole('group', { name: 'Comment status' });
    expect(within(statuses).getByRole('button', { name: 'Pending (2)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(statuses).getByRole('button', { name: 'Approved (5)' })).toBeTruthy();
    expect(within(statuses).getByRole('button', { name: 'Rejected (1)' })).toBeTruthy();
    expect(within(statuses).getByRole('button', { name: 'Spam (3)' })).toBeTruthy();

    const list = screen.getByRole('list', { name: 'Pending comments' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const jane = within(list).getByRole('article', { name: 'Jane Doe' });
    expect(within(jane).getByRole('link', { name: 'jane@example.com' }).getAttribute('href')).toBe(
      'mailto:jane@example.com',
    );
    const post = within(jane).getByRole('link', { name: /Rainy season in St. Lucia/ });
    expect(post.getAttribute('href')).toBe('/blog/rainy-season-st-lucia');
    expect(post.getAttribute('target')).toBe('_blank');
    expect(post.textContent).toContain('(opens in a new tab)');
    expect(within(jane).getByText('May 2, 2026')).toBeTruthy();
    expect(within(jane).getByRole('button', { name: 'Approve, comment by Jane Doe' })).toBeTruthy();
    expect(within(jane).getByRole('button', { name: 'Reject, comment by Jane Doe' })).toBeTruthy();
    expect(within(jane).getByRole('button', { name: 'Mark as spam, comment by Jane Doe' })).toBeTruthy();
    // Only an approved comment takes the agency's reply.
    expect(within(jane).queryByRole('button', { name: /Reply as the agency/ })).toBeNull();

    const marc = within(list).getByRole('article', { name: 'Marc Joseph' });
    expect(within(marc).getByText('Reply')).toBeTruthy();
    expect(within(marc).getByText('Ana Lee')).toBeTruthy();
  });

  it('approves a comment: it leaves the pending queue and the counts move with it', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      [PENDING_URL]: [queue([first, second]), queue([second], { pending: 1, approved: 6 })],
      [`/api/blog/comments/${FIRST_ID}`]: {
        status: 200,
        body: { success: true, data: { id: FIRST_ID, status: 'approved' } },
      },
    });

    await screen.findByRole('button', { name: 'Approve, comment by Jane Doe' });
    await clickWhenReady(() => screen.getByRole('button', { name: 'Approve, comment by Jane Doe' }));

    await waitFor(() => expect(screen.queryByText('Is June a good month to visit?')).toBeNull());
    expect(screen.getByText('Thanks, that helps!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pending (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approved (6)' })).toBeTruthy();
    const patch = callsTo(calls, `/api/blog/comments/${FIRST_ID}`);
    expect(patch.map((call) => call.init?.method)).toEqual(['PATCH']);
    expect(sentBody(calls, `/api/blog/comments/${FIRST_ID}`)).toEqual({ status: 'approved' });
    expect(toasts.success).toHaveBeenCalledWith(
      'Comment approved',
      'The comment by Jane Doe on "Rainy season in St. Lucia".',
    );
    // The keyboard's place moves to the queue's heading, not to the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Pending comments' }));
  });

  it('says so when a decision fails, and keeps the comment in the queue', async () => {
    const toasts = spyToasts();
    renderTab({
      [PENDING_URL]: queue([first]),
      [`/api/blog/comments/${FIRST_ID}`]: {
        status: 404,
        body: { error: 'not_found', message: blogMessages.commentNotFound },
      },
    });

    await screen.findByRole('button', { name: 'Mark as spam, comment by Jane Doe' });
    await clickWhenReady(() => screen.getByRole('button', { name: 'Mark as spam, comment by Jane Doe' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not update the comment', blogMessages.commentNotFound),
    );
    expect(screen.getByText('Is June a good month to visit?')).toBeTruthy();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the queue cannot be loaded', async () => {
    renderTab({
      [PENDING_URL]: [
        { status: 500, body: { error: 'internal', message: 'Something went wrong on our side.' } },
        queue([first]),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The comments could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('Something went wrong on our side.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Is June a good month to visit?')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an agent awaiting approval why the queue stays closed', async () => {
    renderTab({
      [PENDING_URL]: {
        status: 403,
        body: { error: 'forbidden', message: blogMessages.moderationAwaitingApproval },
      },
    });

    const notice = (await screen.findByText("Your account awaits an administrator's approval")).closest(
      '[role="status"]',
    );
    expect(notice?.textContent).toContain(
      "Visitors' blog comments appear here once an administrator approves",
    );
    // No status buttons lead to queues the server keeps closed.
    expect(screen.queryByRole('group', { name: 'Comment status' })).toBeNull();
  });

  it('tells an agent known to await approval at once, offline too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({ '/api/auth/csrf-token': csrf });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, pendingAgentUser);
    render(
      <QueryClientProvider client={queryClient}>
        <CommentsTab />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      "Visitors' blog comments appear here once an administrator approves",
    );
    expect(screen.queryByText(/need a connection/)).toBeNull();
  });

  it('says the tab needs a connection when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderTab({ [PENDING_URL]: queue([first]) });

    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Comments need a connection')).toBeTruthy();
    expect(within(notice).getByText(/available when you are online/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Comment status' })).toBeNull();
    expect(screen.queryByText('Is June a good month to visit?')).toBeNull();
  });

  it('says the tab needs a connection when the server cannot be reached, and retries', async () => {
    renderTab({ [PENDING_URL]: ['network-error', queue([first])] });

    const notice = (await screen.findByText('Comments need a connection')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(notice).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Is June a good month to visit?')).toBeTruthy();
  });

  it('shows a comment as the text it is, never as markup', async () => {
    const hostile =
      '<script>window.__commentRan = true</script><img src="x" onerror="window.__commentRan = true">';
    renderTab({
      [PENDING_URL]: queue([
        comment({ id: FIRST_ID, content: hostile, authorName: '<b>Bold</b> <img src=x onerror=alert(1)>' }),
      ]),
    });

    const content = await screen.findByText(hostile);
    const article = content.closest('article') as HTMLElement;
    expect(content.textContent).toBe(hostile);
    expect(within(article).getByRole('heading', { level: 4 }).textContent).toBe(
      '<b>Bold</b> <img src=x onerror=alert(1)>',
    );
    expect(article.querySelector('script, img, b')).toBeNull();
    expect((window as { __commentRan?: boolean }).__commentRan).toBeUndefined();
  });

  it('posts a reply as the agency under an approved comment, refusing an empty one first', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      [PENDING_URL]: queue([first]),
      [APPROVED_URL]: queue([approved]),
      [`/api/blog/comments/${APPROVED_ID}/replies`]: {
        status: 201,
        body: { success: true, data: { id: '44444444-4444-4444-8444-444444444444' } },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Approved (5)' }));
    const ana = await waitFor(() => card('Which beach is best for children?'));
    fireEvent.click(within(ana).getByRole('button', { name: 'Reply as the agency to Ana Lee' }));
    const form = within(ana).getByRole('form', { name: 'Reply to Ana Lee' });
    const field = within(form).getByLabelText(`Reply as ${brand.name}`);
    expect(field.getAttribute('maxlength')).toBe('2000');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await within(form).findByText(blogMessages.contentRequired)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, `/api/blog/comments/${APPROVED_ID}/replies`)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Reduit Beach: calm water and shade.  ' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    });

    expect(await within(ana).findByText('Your reply is published under this comment.')).toBeTruthy();
    expect(sentBody(calls, `/api/blog/comments/${APPROVED_ID}/replies`)).toEqual({
      content: 'Reduit Beach: calm water and shade.',
    });
    expect(toasts.success).toHaveBeenCalledWith(
      'Reply posted',
      'Your reply to Ana Lee is published on the blog.',
    );
    expect(within(ana).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(
      within(ana).getByRole('button', { name: 'Reply as the agency to Ana Lee' }),
    );
  });
});

describe('withoutComment', () => {
  it('takes the comment out of its queue and moves one count to its new status', () => {
    const before: ModerationQueue = { comments: [first, second], counts };
    expect(withoutComment(before, FIRST_ID, 'pending', 'spam')).toEqual({
      comments: [second],
      counts: { ...counts, pending: 1, spam: 4 },
    });
    // A comment already gone (a refetch came first) is not counted twice.
    expect(withoutComment({ comments: [second], counts }, FIRST_ID, 'pending', 'spam').counts).toEqual(
      counts,
    );
  });
});
