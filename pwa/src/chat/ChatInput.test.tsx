import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CHAT_INPUT_HARD_MAX_LENGTH } from '@contract/chat';
import { ChatInput } from './ChatInput';

function renderInput({ busy = false } = {}) {
  const onSend = vi.fn();
  const view = render(<ChatInput inputRef={createRef()} onSend={onSend} busy={busy} />);
  const input = screen.getByRole('textbox', { name: 'Message to Isla' }) as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { ...view, onSend, input, send, type };
}

const counter = (container: HTMLElement) => container.querySelector('.chat-input__counter');

describe('the chat input', () => {
  it('asks about travel plans and takes at most 1050 characters', () => {
    const { input } = renderInput();
    expect(input.placeholder).toBe('Ask Isla about your travel plans...');
    expect(input.maxLength).toBe(CHAT_INPUT_HARD_MAX_LENGTH);
    expect(input.maxLength).toBe(1050);
  });

  it('shows the counter of the trimmed text once there is text', () => {
    const { container, type, input } = renderInput();
    expect(counter(container)).toBeNull();
    type('   ');
    expect(counter(container)).toBeNull();
    type('  Hello  ');
    expect(counter(container)?.textContent).toBe('5/1000');
    expect(counter(container)?.classList.contains('chat-input__counter--error')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(counter(container)?.id);
  });

  it('keeps Send disabled for empty or blank text and while busy', () => {
    const first = renderInput();
    expect(first.send.disabled).toBe(true);
    first.type('   \n  ');
    expect(first.send.disabled).toBe(true);
    first.type('Hello');
    expect(first.send.disabled).toBe(false);
    first.unmount();

    const busy = renderInput({ busy: true });
    busy.type('Hello');
    expect(busy.send.disabled).toBe(true);
    fireEvent.keyDown(busy.input, { key: 'Enter' });
    expect(busy.onSend).not.toHaveBeenCalled();
    // Typing goes on while the last message is on its way.
    expect(busy.input.disabled).toBe(false);
  });

  it('accepts 1000 characters and says a longer message is too long', async () => {
    const { container, type, send, input, onSend } = renderInput();
    type('a'.repeat(1000));
    expect(counter(container)?.textContent).toBe('1000/1000');
    expect(send.disabled).toBe(false);

    type('a'.repeat(1001));
    expect(counter(container)?.textContent).toBe('1001/1000 - Message too long');
    expect(counter(container)?.classList.contains('chat-input__counter--error')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();

    // The tooltip is on the button's wrapper: a disabled button hears no pointer.
    fireEvent.mouseEnter(send.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Message is too long')).toBeTruthy();
  });

  it('says what the button does when the text is not too long', async () => {
    const { type, send } = renderInput();
    type('Hello');
    fireEvent.mouseEnter(send.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Send message');
  });

  it('sends the trimmed text on Enter and clears the field; Shift+Enter does not send', () => {
    const { type, input, onSend, container } = renderInput();
    type('  Is October a good month?  ');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('  Is October a good month?  ');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Is October a good month?');
    expect(input.value).toBe('');
    expect(counter(container)).toBeNull();
  });

  it('sends with the button too', () => {
    const { type, send, onSend } = renderInput();
    type('Hello');
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello');
  });
});
