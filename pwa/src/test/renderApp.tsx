import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@pwa/app/App';
import { routes } from '@pwa/app/routes';
import { createQueryClient } from '@pwa/lib/queryClient';
import { forgetSignIn, rememberSignIn } from './signedInHint';

const SIGNS_IN = new Set(['/api/auth/login', '/api/auth/register']);

/** The whole app (providers, layouts, lazy pages) at one address, on a fresh query cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}

type Answer = { status: number; body?: unknown } | 'network-error';

/**
 * A fetch stub answering by path; unknown paths fail like an unreachable server. A signed-in
 * first answer to the session lookup means this browser signed in earlier: it has the server's
 * hint cookie, so the header asks who it is.
 */
export function stubApi(answers: Record<string, Answer | Answer[]>) {
  const session = answers['/api/auth/me'];
  const firstSession = Array.isArray(session) ? session[0] : session;
  if (firstSession && firstSession !== 'network-error' && firstSession.status === 200) rememberSignIn();
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const entry = answers[url];
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    // The server's sign-in and sign-out set and clear the hint cookie with their answers.
    if (answer.status < 300 && SIGNS_IN.has(url)) rememberSignIn();
    if (answer.status < 300 && url === '/api/auth/logout') forgetSignIn();
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return calls;
}
