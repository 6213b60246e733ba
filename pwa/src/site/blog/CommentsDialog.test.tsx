import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BlogCommentList } from '@contract/blog';
import { PostActions } from './PostActions';
import {
  blogComment,
  blogListItem,
  renderWithQueries,
  restoreAfterEach,
  spyToasts,
  stubBlogApi,
} from './testing';

restoreAfterEach();

const post = blogListItem();
const COMMENTS_URL = `/api/blog/posts/${post.id}/comments`;
const LIST = `GET ${COMMENTS_URL}`;
const SUBMIT = `POST ${COMMENTS_URL}`;

const marisol = blogComment({
  replies: [
    blogComment({
      id: '0b9f5a52-6c1e-4a43-9f3e-2f7d1a0c0002',
      parentId: '0b9f5a52-6c1e-4a43-9f3e-2f7d1a0c0001',
      authorName: 'Island Bridge Travel',
      content: 'So glad you loved it, Marisol!',
      isReply: true,
    }),
  ],
});
const dev = blogComment({
  id: '0b9f5a52-6c1e-4a43-9f3e-2f7d1a0c0003',
  authorName: 'Dev',
  content: 'Is the boat running in October?',
});

const listed = (list: Partial<BlogCommentList> = {}) => ({
  status: 200,
  body: { comments: [marisol, dev], pendingCount: 0, ...list },
});
const received = {
  status: 201,
  body: { success: true, message: 'Your comment is pending approval.', data: { id: 'new-comment' } },
};

function renderActions() {
  renderWithQueries(<PostActions post={post} stats={post.stats} />);
}

/** Opens the comments and waits for the dialog. */
async function openComments() {
  fireEvent.click(screen.getByRole('button', { name: /^Comments on "The Pitons at Sunrise"/ }));
  return within(await screen.findByRole('dialog', { name: 'Comments on The Pitons at Sunrise' }));
}

function fill(dialog: ReturnType<typeof within>, label: string, value: string) {
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });
}

describe('the comments dialog', () => {
  it('fetches the comments only once opened, and lists the approved ones with their replies', async () => {
    const calls = stubBlogApi({ [LIST]: listed() });
    renderActions();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    const dialog = await openComments();
    expect(await dialog.findByText('We did this trip in May, unforgettable.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', url: COMMENTS_URL, body: undefined }]);

    const threads = dialog
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.className === 'comments-dialog__list');
    expect(threads).toHaveLength(2);
    const first = within(threads[0]);
    expect(first.getByText('Marisol')).toBeTruthy();
    expect(first.getByText('So glad you loved it, Marisol!')).toBeTruthy();
    expect(first.getByText('Island Bridge Travel')).toBeTruthy();
    expect(within(threads[1]).getByText('Is the boat running in October?')).toBeTruthy();
    expect(within(threads[1]).queryByText('So glad you loved it, Marisol!')).toBeNull();
    // No notice when nothing waits for approval.
    expect(dialog.queryByText(/awaiting approval/)).toBeNull();
  });

  it('says how many comments wait for approval', async () => {
    stubBlogApi({ [LIST]: listed({ pendingCount: 3 }) });
    renderActions();
    const dialog = await openComments();
    expect(await dialog.findByText('3 comments are awaiting approval.')).toBeTruthy();
  });

  it('says when one comment waits for approval and none is listed yet', async () => {
    stubBlogApi({ [LIST]: listed({ comments: [], pendingCount: 1 }) });
    renderActions();
    const dialog = await openComments();
    expect(await dialog.findByText('1 comment is awaiting approval.')).toBeTruthy();
    expect(dialog.getByText('No comments yet. Be the first to share your thoughts!')).toBeTruthy();
  });

  it('says the comments could not be loaded, and loads them on Try again', async () => {
    const calls = stubBlogApi({ [LIST]: [{ status: 500, body: { error: 'internal' } }, listed()] });
    renderActions();
    const dialog = await openComments();
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Comments could not be loaded.');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('Is the boat running in October?')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('shows what a commenter wrote as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    stubBlogApi({
      [LIST]: listed({
        comments: [blogComment({ authorName: '<b>Mallory</b>', content: hostile })],
      }),
    });
    renderActions();
    const dialog = await openComments();
    expect(await dialog.findByText(hostile)).toBeTruthy();
    expect(dialog.getByText('<b>Mallory</b>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.comments-dialog b')).toBeNull();
  });

  it('asks for the missing fields and sends nothing', async () => {
    const toasts = spyToasts();
    const calls = stubBlogApi({ [LIST]: listed(), [SUBMIT]: received });
    renderActions();
    const dialog = await openComments();
    await dialog.findByText('Is the boat running in October?');

    fireEvent.click(dialog.getByRole('button', { name: 'Post Comment' }));
    expect(toasts.error).toHaveBeenCalledWith('Missing fields', 'Please fill in all required fields.');

    // Blanks are as good as nothing.
    fill(dialog, 'Name', 'Ana');
    fill(dialog, 'Email', 'ana@example.com');
    fill(dialog, 'Comment', '   ');
    fireEvent.click(dialog.getByRole('button', { name: 'Post Comment' }));
    expect(toasts.error).toHaveBeenCalledTimes(2);
    expect(toasts.error).toHaveBeenLastCalledWith('Missing fields', 'Please fill in all required fields.');

    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('asks for the e-mail in an e-mail field, and marks the three fields required', async () => {
    stubBlogApi({ [LIST]: listed() });
    renderActions();
    const dialog = await openComments();
    const email = dialog.getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    for (const label of ['Name', 'Email', 'Comment']) {
      expect((dialog.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
  });

  it('sends a comment, says it awaits approval, empties the form and reloads the comments', async () => {
    const toasts = spyToasts();
    const calls = stubBlogApi({ [LIST]: listed(), [SUBMIT]: received });
    renderActions();
    const dialog = await openComments();
    await dialog.findByText('Is the boat running in October?');

    fill(dialog, 'Name', 'Ana Joseph');
    fill(dialog, 'Email', 'ana@example.com');
    fill(dialog, 'Comment', 'Which beach is best for snorkelling?');
    fireEvent.click(dialog.getByRole('button', { name: 'Post Comment' }));

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(expect.any(String), 'Your comment is pending approval.'),
    );
    expect(toasts.error).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: COMMENTS_URL,
        body: expect.objectContaining({
          authorName: 'Ana Joseph',
          authorEmail: 'ana@example.com',
          content: 'Which beach is best for snorkelling?',
          postId: post.id,
          isReply: false,
        }),
      },
    ]);
    const sent = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(sent.parentId ?? null).toBeNull();

    await waitFor(() => expect((dialog.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(''));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    // The list is asked for again, so an approved comment would show.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('sends a reply with the comment it answers', async () => {
    const toasts = spyToasts();
    const calls = stubBlogApi({ [LIST]: listed(), [SUBMIT]: received });
    renderActions();
    const dialog = await openComments();

    const reply = await dialog.findByRole('button', { name: 'Reply to Dev' });
    // A link button with its icon, the site's antd look, not bare text.
    expect(reply.className).toMatch(/\bbtn btn--link btn--small\b/);
    expect(reply.querySelector('.anticon')).toBeTruthy();
    fireEvent.click(reply);
    const form = dialog.getByRole('form', { name: 'Reply to Dev' });
    expect(within(form).getByRole('heading', { name: 'Reply to Dev' })).toBeTruthy();
    fill(dialog, 'Name', 'Ana Joseph');
    fill(dialog, 'Email', 'ana@example.com');
    fill(dialog, 'Comment', 'It runs all year, weather allowing.');
    fireEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(expect.any(String), 'Your comment is pending approval.'),
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: COMMENTS_URL,
      body: expect.objectContaining({
        authorName: 'Ana Joseph',
        authorEmail: 'ana@example.com',
        content: 'It runs all year, weather allowing.',
        postId: post.id,
        parentId: dev.id,
        isReply: true,
      }),
    });
    // Sent, the form is a plain comment form again.
    expect(await dialog.findByRole('form', { name: 'Leave a comment' })).toBeTruthy();
  });

  it('goes back to a plain comment on Cancel reply', async () => {
    stubBlogApi({ [LIST]: listed() });
    renderActions();
    const dialog = await openComments();
    fireEvent.click(await dialog.findByRole('button', { name: 'Reply to Marisol' }));
    expect(dialog.getByRole('form', { name: 'Reply to Marisol' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel reply' }));
    expect(dialog.getByRole('form', { name: 'Leave a comment' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Post Comment' })).toBeTruthy();
  });

  it('says the comment failed, and keeps what was typed, when the server cannot take it', async () => {
    const toasts = spyToasts();
    stubBlogApi({
      [LIST]: listed(),
      [SUBMIT]: { status: 500, body: { error: 'internal', message: 'Boom' } },
    });
    renderActions();
    const dialog = await openComments();
    fill(dialog, 'Name', 'Ana Joseph');
    fill(dialog, 'Email', 'ana@example.com');
    fill(dialog, 'Comment', 'Which beach is best for snorkelling?');
    fireEvent.click(dialog.getByRole('button', { name: 'Post Comment' }));

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'Failed to submit comment.'));
    expect(toasts.success).not.toHaveBeenCalled();
    await dialog.findByRole('button', { name: 'Post Comment' });
    expect((dialog.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe(
      'Which beach is best for snorkelling?',
    );
  });

  it('shows the reason the server gives for a refused comment', async () => {
    const toasts = spyToasts();
    stubBlogApi({
      [LIST]: listed(),
      [SUBMIT]: {
        status: 400,
        body: {
          success: false,
          error: 'validation_failed',
          message: 'A comment may contain at most 2 links',
        },
      },
    });
    renderActions();
    const dialog = await openComments();
    fill(dialog, 'Name', 'Ana Joseph');
    fill(dialog, 'Email', 'ana@example.com');
    fill(dialog, 'Comment', 'https://a.example https://b.example https://c.example');
    fireEvent.click(dialog.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', 'A comment may contain at most 2 links'),
    );
  });

  it('closes on Close', async () => {
    stubBlogApi({ [LIST]: listed() });
    renderActions();
    const dialog = await openComments();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
