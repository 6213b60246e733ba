import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@pwa/app/App';
import { routes } from '@pwa/app/routes';
import { createQueryClient } from '@pwa/lib/queryClient';

/** The whole app (providers, layouts, lazy pages) at one address, on a fresh query cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}

type Answer = { status: number; body?: unknown } | 'network-error';

/** A fetch stub answering by path; unknown paths fail like an unreachable server. */
export function stubApi(answers: Record<string, Answer | Answer[]>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const entry = answers[url];
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return calls;
}
