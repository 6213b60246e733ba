import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pwa/lib/queryClient';
import { ChatLauncher } from './ChatLauncher';
import { useChatStore } from './chatStore';
import { renderWithQueries, resetChatBetweenTests, stubChatApi } from './testing';

resetChatBetweenTests();

function storeOpenChat() {
  localStorage.setItem(
    'chat-state',
    JSON.stringify({ state: { isOpen: true, conversationId: null }, version: 0 }),
  );
}

describe('the chat launcher', () => {
  it('is a closed button on the server, whatever the browser stored', () => {
    storeOpenChat();
    const html = renderToString(<ChatLauncher />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const button = host.querySelector('button')!;
    expect(host.children).toHaveLength(1);
    expect(button.getAttribute('aria-label')).toBe('Open chat with Isla');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(host.querySelector('[role="dialog"]')).toBeNull();
  });

  it('hydrates the server’s button as it is, then opens the panel left open, without taking the focus', async () => {
    storeOpenChat();
    await useChatStore.persist.rehydrate();
    stubChatApi({});
    const ui = (
      <QueryClientProvider client={createQueryClient()}>
        <ChatLauncher />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(ui);
    const recoverable = vi.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(await screen.findByRole('dialog', { name: 'Isla AI Travel Assistant' })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /chat with Isla/ })).toHaveLength(1);
    expect(document.activeElement).toBe(document.body);
    act(() => root.unmount());
  });

  it('loads the panel on the first press and puts the focus in the input', async () => {
    stubChatApi({});
    renderWithQueries(<ChatLauncher />);
    const button = screen.getByRole('button', { name: 'Open chat with Isla' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Isla AI Travel Assistant' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message to Isla' })),
    );
    // The widget's own button took the launcher's place.
    const toggles = screen.getAllByRole('button', { name: /chat with Isla/ });
    expect(toggles).toHaveLength(1);
    expect(toggles[0].getAttribute('aria-expanded')).toBe('true');
    expect(JSON.parse(localStorage.getItem('chat-state')!).state.isOpen).toBe(true);
  });

  it('stays closed, with a warning only, when the storage cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    renderWithQueries(<ChatLauncher />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Could not read the chat state from local storage.',
        expect.any(DOMException),
      ),
    );
    expect(screen.getByRole('button', { name: 'Open chat with Isla' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
