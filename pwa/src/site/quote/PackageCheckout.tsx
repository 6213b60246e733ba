import { useEffect, useId, useRef, useState } from 'react';
import type { ConsultationExtraId } from '@contract/payments';
import { consultationExtras, type ConsultationPackage } from '@content/catalogue';
import { buttonClassName } from '@pwa/components/buttonClassName';
import { formatPrice } from '@pwa/components/price';
import { ApiError } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useHydrated } from '@pwa/lib/useHydrated';
import { goToCheckout } from './navigation';
import { prefetchQuotePayments } from './useQuoteAccess';

const START_FAILED = 'The checkout could not be opened. Please try again.';

/**
 * A package's way to pay: the extras to add to it, and one button with the total that starts
 * the checkout and sends the browser to it. If the checkout cannot start, the server's reason
 * is shown under the button and the visitor stays on the page.
 */
export function PackageCheckout({ item }: { item: ConsultationPackage }) {
  const ready = useHydrated();
  const id = useId();
  const [extras, setExtras] = useState<ConsultationExtraId[]>([]);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second press while the first is on its way would open two orders.
  const starting = useRef(false);

  useEffect(() => {
    // Back from the checkout through the browser's back button, the page may come back exactly
    // as it was left (the back-forward cache): the button must not stay pending.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      starting.current = false;
      setPending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const total =
    item.price +
    consultationExtras
      .filter((extra) => extras.includes(extra.id))
      .reduce((sum, extra) => sum + extra.price, 0);

  const toggle = (extra: ConsultationExtraId, on: boolean) =>
    setExtras((current) => (on ? [...current, extra] : current.filter((chosen) => chosen !== extra)));

  const pay = async () => {
    if (starting.current) return;
    starting.current = true;
    setPending(true);
    setFailure(null);
    try {
      const { startCheckout } = await import('./quotePayments');
      // In catalogue order, whatever order they were ticked in.
      const chosen = consultationExtras.map((extra) => extra.id).filter((extra) => extras.includes(extra));
      goToCheckout(await startCheckout(item.type, chosen));
      // The button stays pending while the browser leaves for the checkout.
    } catch (error) {
      console.warn('Could not start the checkout.', error);
      // The server's reason when it gave one; a lost connection's own words tell a visitor nothing.
      setFailure(error instanceof ApiError ? errorMessage(error, START_FAILED) : START_FAILED);
      starting.current = false;
      setPending(false);
    }
  };

  return (
    <div className="package-checkout">
      <fieldset className="package-checkout__extras" disabled={!ready || pending}>
        <legend>
          Add extras <span className="visually-hidden">to {item.name}</span>
        </legend>
        {consultationExtras.map((extra) => (
          <label key={extra.id} className="package-checkout__extra">
            <input
              type="checkbox"
              checked={extras.includes(extra.id)}
              onChange={(event) => toggle(extra.id, event.target.checked)}
            />
            <span>{extra.name}</span>
            <span className="package-checkout__extra-price">+{formatPrice(extra.price)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className={buttonClassName({ type: 'primary', size: 'large', block: true, className: 'btn-sun' })}
        disabled={!ready}
        aria-disabled={pending || undefined}
        aria-describedby={failure ? `${id}-failure` : undefined}
        onClick={() => void pay()}
        onPointerEnter={prefetchQuotePayments}
        onFocus={prefetchQuotePayments}
      >
        {pending ? 'Opening checkout...' : `Pay ${formatPrice(total)}`}{' '}
        <span className="visually-hidden">for {item.name}</span>
      </button>
      {failure && (
        <p id={`${id}-failure`} className="package-checkout__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
