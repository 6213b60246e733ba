import { useEffect, useMemo, useState } from 'react';
import { clearAddressQuery } from './navigation';
import {
  gateRule,
  initialAccess,
  lockedFor,
  readGateParams,
  type GateParams,
  type QuoteAccess,
} from './quoteGate';

/**
 * Checks in flight by address. React runs a page's effects twice in development; both runs
 * share one check, so a payment is never verified twice by one visit.
 */
const checks = new Map<string, Promise<QuoteAccess>>();

function loadChecks() {
  return import('./quotePayments');
}

/** Fetches the payment calls' code ahead of a press on a payment button. */
export function prefetchQuotePayments(): void {
  loadChecks().catch(() => {
    // Fetched again on the press, which says so if it still fails.
  });
}

function checkFor(search: string, params: GateParams): Promise<QuoteAccess> {
  let check = checks.get(search);
  if (!check) {
    check = loadChecks()
      .then(({ checkQuoteAccess }) => checkQuoteAccess(params))
      .catch((error: unknown): QuoteAccess => {
        // The checks' code did not arrive (the connection dropped): nothing could be verified.
        console.warn('Could not load the payment checks.', error);
        return gateRule(params) === 'return'
          ? { status: 'locked', note: 'verification-failed' }
          : lockedFor(params);
      })
      .finally(() => checks.delete(search));
    checks.set(search, check);
  }
  return check;
}

/**
 * The quote form's access for the page's address. The first
 * render, on the server and in the browser, follows the address alone; once the page is the
 * browser's, the server is asked (rules b to d) and its answer replaces it. A verified return
 * from the checkout (or one held for review) leaves the address without its query string.
 */
export function useQuoteAccess(search: string): QuoteAccess {
  const params = useMemo(() => readGateParams(search), [search]);
  const [answered, setAnswered] = useState<{ search: string; access: QuoteAccess } | null>(null);

  useEffect(() => {
    if (gateRule(params) === 'free') return;
    let active = true;
    void checkFor(search, params).then((access) => {
      if (!active) return;
      // Recorded by the server, open or held for review: a reload must not verify it again.
      if ((access.status === 'open' || access.status === 'review') && gateRule(params) === 'return') {
        clearAddressQuery();
      }
      setAnswered({ search, access });
    });
    return () => {
      active = false;
    };
  }, [search, params]);

  return answered?.search === search ? answered.access : initialAccess(params);
}
