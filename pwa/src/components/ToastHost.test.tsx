import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';
import { PHONE_TOAST_QUERY, ToastHost } from './ToastHost';
import { toast } from './toast';

const realMatchMedia = window.matchMedia.bind(window);
afterEach(() => {
  vi.restoreAllMocks();
});

/** A screen as narrow as a phone (true) or as wide as a laptop (false). */
function screenIsPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...realMatchMedia(query),
    matches: phone && query === PHONE_TOAST_QUERY,
  }));
}

async function toastShownAt(): Promise<string> {
  render(<ToastHost />);
  toast.success('Client updated successfully!');
  const shown = await screen.findByText('Client updated successfully!');
  return [...(shown.closest('.ant-notification')?.classList ?? [])].join(' ');
}

describe('toasts', () => {
  it('appear at the bottom on a phone, clear of the header and its buttons', async () => {
    screenIsPhone(true);
    expect(await toastShownAt()).toContain('ant-notification-bottom');
  });

  it('appear at the top right on a wider screen', async () => {
    screenIsPhone(false);
    expect(await toastShownAt()).toContain('ant-notification-topRight');
  });
});

describe('EmailAddress', () => {
  it('may wrap only after the @ and before a dot, never inside a name', () => {
    const { container } = render(<EmailAddress address="marisol.joseph@islandbridge.travel" />);
    expect(container.textContent).toBe('marisol.joseph@islandbridge.travel');
    expect(container.innerHTML).toBe(
      '<span class="email-address">marisol.joseph@<wbr>islandbridge<wbr>.travel</span>',
    );
  });
});
