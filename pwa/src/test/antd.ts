import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Clicks an antd button once it has left its loading state. A loading button ignores clicks,
 * and it stays loading until React has rendered the end of the last save, which on a busy
 * machine comes after the toast a test waited for: a click sent straight away is lost.
 */
export async function clickWhenReady(button: () => HTMLElement): Promise<void> {
  // Found once and re-found only if React replaced it: a role query costs a few hundred
  // milliseconds in a dialog-sized DOM, and waitFor runs its check on every DOM change.
  let found = button();
  const current = () => (found.isConnected ? found : (found = button()));
  await waitFor(() => expect(current().classList.contains('ant-btn-loading')).toBe(false));
  fireEvent.click(current());
}

/**
 * Ticks a checkbox of an antd Checkbox.Group. The group learns its options in an effect after
 * they first render, and ignores a tick of an option it has not learnt yet: a click sent the
 * moment the option appears can be dropped. Clicks again only while the box is still unticked.
 */
export async function tickWhenReady(box: HTMLElement): Promise<void> {
  const input = box as HTMLInputElement;
  await waitFor(() => {
    if (!input.checked) fireEvent.click(input);
    expect(input.checked).toBe(true);
  });
}
