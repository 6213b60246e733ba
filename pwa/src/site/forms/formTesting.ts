/** Helpers shared by the lead forms' tests. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { HONEYPOT_FIELD } from '@contract/leadOptions';
import { clearCsrfToken } from '@pwa/lib/api';

/** After each test: the real fetch back, no cached CSRF token, no spies left. */
export function restoreNetworkAfterEach(): void {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    clearCsrfToken();
    vi.restoreAllMocks();
  });
}

/** Types a value into the control labelled `label`, as a person would (one change). */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Presses the form's submit button, found by its label. */
export function press(buttonLabel: string): void {
  fireEvent.click(screen.getByText(buttonLabel, { selector: 'button' }));
}

/**
 * Waits until the submission is over: the button shows its own label again. Everything the
 * form does at the end (toast, reset, messages) is rendered by then.
 */
export async function submissionSettled(buttonLabel: string): Promise<void> {
  await screen.findByText(buttonLabel, { selector: 'button' });
}

/** The control labelled `label`, as an input, select or textarea. */
export function control(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/**
 * Waits until the control shows `message`, tied to it for assistive technology (a form fetches
 * its checks on the first send, so the messages come a moment after the press).
 */
export async function expectFieldMessage(label: string, message: string): Promise<void> {
  await waitFor(() => {
    const field = control(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(message);
  });
}

/** Asserts the form carries the hidden, empty field scripts fill. */
export function expectEmptyHoneypot(container: HTMLElement): void {
  const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
  expect(trap).not.toBeNull();
  expect(trap?.value).toBe('');
  expect(trap?.tabIndex).toBe(-1);
  expect(trap?.getAttribute('autocomplete')).toBe('off');
  expect(trap?.getAttribute('aria-hidden')).toBe('true');
}
