/**
 * The two ways the quote page moves the browser, in one small module the tests replace: off to
 * the payment provider's checkout, and the address tidied once a payment is verified.
 */

/** Loads the checkout page (PayPal's, or the demo checkout without PayPal keys). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Drops the query string (token, PayerID, package) without a reload, so a reload or a shared
 * address does not verify the payment again. The router's history state is kept as it was.
 */
export function clearAddressQuery(): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
}
