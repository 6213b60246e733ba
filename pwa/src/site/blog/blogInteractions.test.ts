import { afterEach, expect, it, vi } from 'vitest';
import { likePost, recordView } from './blogInteractions';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("sends a page's interactions one after another, so the first answer's visitor cookie is known to the next", async () => {
  const started: string[] = [];
  const answers: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/auth/csrf-token')) return Promise.resolve(Response.json({ csrfToken: 't' }));
      started.push(url.replace(/^.*\/api\/blog\/posts\/[^/]+\//, ''));
      const stats = { views: 1, likes: 1, comments: 0, shares: 0 };
      return new Promise<Response>((resolve) =>
        answers.push(() => resolve(Response.json({ success: true, counted: true, stats }))),
      );
    }),
  );

  const view = recordView('post-1');
  const like = likePost('post-1');
  await vi.waitFor(() => expect(started).toEqual(['view']));
  // The like waits for the view's answer.
  await Promise.resolve();
  expect(started).toEqual(['view']);
  answers[0]();
  await view;
  await vi.waitFor(() => expect(started).toEqual(['view', 'like']));
  answers[1]();
  expect(await like).toMatchObject({ likes: 1 });
});
