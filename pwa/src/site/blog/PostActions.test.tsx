import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BLOG_SESSION_ID } from './blogInteractions';
import { PostActions } from './PostActions';
import { blogListItem, restoreAfterEach, spyToasts, stubBlogApi } from './testing';

restoreAfterEach();

afterEach(() => {
  // The share sheet is the device's; only the tests that have one give it.
  delete (navigator as { share?: unknown }).share;
});

const post = blogListItem();
const LIKE = `POST /api/blog/posts/${post.id}/like`;
const SHARE = `POST /api/blog/posts/${post.id}/share`;

const after = (changes: Partial<{ likes: number; shares: number }>) => ({
  status: 200,
  body: {
    success: true,
    counted: true,
    stats: { views: 40, likes: 7, comments: 2, shares: 3, shareBreakdown: {}, ...changes },
  },
});

function renderActions() {
  render(<PostActions post={post} stats={post.stats} />);
}

const likeButton = () =>
  screen.getByRole('button', { name: /^Like "The Pitons at Sunrise"/ }) as HTMLButtonElement;
const shareButton = () =>
  screen.getByRole('button', { name: /^Share "The Pitons at Sunrise"/ }) as HTMLButtonElement;

/** The post's own address, as a visitor would share it. */
const postUrl = () => new URL('/blog/pitons-at-sunrise', window.location.origin).toString();

function giveShareSheet(share: (data: ShareData) => Promise<void>) {
  const sheet = vi.fn(share);
  Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: sheet });
  return sheet;
}

describe('the like button', () => {
  it('shows the figures it was given, named for what it does', () => {
    renderActions();
    expect(likeButton().textContent).toBe('Like "The Pitons at Sunrise", 7 likes');
    expect(shareButton().textContent).toBe('Share "The Pitons at Sunrise", 3 shares');
    expect(
      screen.getByRole('button', { name: 'Comments on "The Pitons at Sunrise", 2 comments' }),
    ).toBeTruthy();
  });

  it('records a like with the visitor session, thanks the visitor and shows the new count', async () => {
    const toasts = spyToasts();
    const calls = stubBlogApi({ [LIKE]: after({ likes: 8 }) });
    renderActions();
    fireEvent.click(likeButton());

    expect(await screen.findByRole('button', { name: 'Like "The Pitons at Sunrise", 8 likes' })).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Thanks!', 'Your like has been recorded.');
    expect(toasts.error).not.toHaveBeenCalled();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/blog/posts/post-1/like', body: { sessionId: BLOG_SESSION_ID } },
    ]);
  });

  it('does not take a second press while the like travels', async () => {
    spyToasts();
    const calls = stubBlogApi({ [LIKE]: after({ likes: 8 }) });
    renderActions();
    fireEvent.click(likeButton());
    expect(likeButton().disabled).toBe(true);
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().disabled).toBe(false));
    expect(calls.filter((call) => call.url.endsWith('/like'))).toHaveLength(1);
  });

  it('says a like that was already counted was not counted again', async () => {
    const toasts = spyToasts();
    stubBlogApi({ [LIKE]: { ...after({}), body: { ...after({}).body, counted: false } } });
    renderActions();
    fireEvent.click(likeButton());
    await waitFor(() => expect(toasts.info).toHaveBeenCalledTimes(1));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(likeButton().textContent).toContain('7 likes');
  });

  it('says the like failed, and keeps the count, when the server refuses it', async () => {
    const toasts = spyToasts();
    stubBlogApi({ [LIKE]: { status: 500, body: { success: false, error: 'internal', message: 'Boom' } } });
    renderActions();
    fireEvent.click(likeButton());

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'Failed to record like.'));
    expect(toasts.success).not.toHaveBeenCalled();
    await waitFor(() => expect(likeButton().disabled).toBe(false));
    expect(likeButton().textContent).toBe('Like "The Pitons at Sunrise", 7 likes');
  });

  it('says the like failed when the server cannot be reached', async () => {
    const toasts = spyToasts();
    stubBlogApi({});
    renderActions();
    fireEvent.click(likeButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'Failed to record like.'));
  });
});

describe('the share button', () => {
  it("uses the device's share sheet where there is one, and records a native share", async () => {
    const toasts = spyToasts();
    const sheet = giveShareSheet(async () => {});
    const open = vi.spyOn(window, 'open');
    const calls = stubBlogApi({ [SHARE]: after({ shares: 4 }) });
    renderActions();
    fireEvent.click(shareButton());

    expect(
      await screen.findByRole('button', { name: 'Share "The Pitons at Sunrise", 4 shares' }),
    ).toBeTruthy();
    expect(sheet).toHaveBeenCalledWith({ title: post.title, text: post.excerpt, url: postUrl() });
    expect(open).not.toHaveBeenCalled();
    expect(toasts.success).toHaveBeenCalledWith('Shared!', 'Thanks for sharing our content.');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/blog/posts/post-1/share',
        body: { platform: 'native', sessionId: BLOG_SESSION_ID },
      },
    ]);
  });

  it('stays silent when the visitor cancels the share sheet', async () => {
    const toasts = spyToasts();
    const sheet = giveShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const calls = stubBlogApi({ [SHARE]: after({ shares: 4 }) });
    renderActions();
    fireEvent.click(shareButton());
    expect(shareButton().disabled).toBe(true);

    await waitFor(() => expect(shareButton().disabled).toBe(false));
    expect(sheet).toHaveBeenCalledTimes(1);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(shareButton().textContent).toContain('3 shares');
  });

  it('says the share failed when the share sheet fails for another reason', async () => {
    const toasts = spyToasts();
    giveShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const calls = stubBlogApi({ [SHARE]: after({ shares: 4 }) });
    renderActions();
    fireEvent.click(shareButton());

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Share Failed',
        'Unable to share this post. Please try again or copy the URL manually.',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('says the share failed when the share page cannot open (a blocked pop-up)', async () => {
    const toasts = spyToasts();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const calls = stubBlogApi({ [SHARE]: after({ shares: 4 }) });
    renderActions();
    fireEvent.click(shareButton());

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Share Failed',
        'Unable to share this post. Please try again or copy the URL manually.',
      ),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("opens the post's Facebook share page in a new tab without a share sheet, and records it", async () => {
    const toasts = spyToasts();
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const calls = stubBlogApi({ [SHARE]: after({ shares: 4 }) });
    renderActions();
    fireEvent.click(shareButton());

    expect(
      await screen.findByRole('button', { name: 'Share "The Pitons at Sunrise", 4 shares' }),
    ).toBeTruthy();
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl())}`,
      '_blank',
    );
    // The share page gets no hold on the blog's tab.
    expect(opened.opener).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Shared!', 'Thanks for sharing our content.');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/blog/posts/post-1/share',
        body: { platform: 'facebook', sessionId: BLOG_SESSION_ID },
      },
    ]);
  });

  it('says the share could not be recorded when the server refuses it', async () => {
    const toasts = spyToasts();
    giveShareSheet(async () => {});
    stubBlogApi({ [SHARE]: { status: 500, body: { success: false, error: 'internal', message: 'Boom' } } });
    renderActions();
    fireEvent.click(shareButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'Failed to record share.'));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(shareButton().textContent).toContain('3 shares');
  });
});
