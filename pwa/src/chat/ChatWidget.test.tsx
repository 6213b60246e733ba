import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chatMessages, type ChatMessage } from '@contract/chat';
import { createQueryClient } from '@pwa/lib/queryClient';
import { sendChatMessage } from './chatActions';
import { useChatStore } from './chatStore';
import { ChatWidget } from './ChatWidget';
import {
  CONVERSATION_ID,
  HISTORY_URL,
  chatMessage,
  deferred,
  historyAnswer,
  presetChat,
  renderWithQueries,
  resetChatBetweenTests,
  sendAnswer,
  spyToasts,
  stubChatApi,
  type Answer,
} from './testing';

resetChatBetweenTests();

const SEND = 'POST /api/chat';
const HISTORY = `GET ${HISTORY_URL}`;

/** Renders the widget and opens its panel with the floating button, as a visitor does. */
async function openWidget() {
  const view = renderWithQueries(<ChatWidget />);
  fireEvent.click(screen.getByRole('button', { name: 'Open chat with Isla' }));
  const panel = await screen.findByRole('dialog', { name: 'Isla AI Travel Assistant' });
  return { ...view, panel: within(panel), panelElement: panel };
}

function typeAndSend(text: string) {
  const input = screen.getByRole('textbox', { name: 'Message to Isla' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const log = () => within(screen.getByRole('log'));
const state = () => useChatStore.getState();

describe('the chat panel', () => {
  it('opens from the floating button with the focus in the input, and Escape closes it', async () => {
    stubChatApi({});
    const { panel, panelElement } = await openWidget();
    expect(panel.getByText('Your personal travel guide')).toBeTruthy();
    expect(document.activeElement).toBe(panel.getByRole('textbox', { name: 'Message to Isla' }));
    const toggle = screen.getByRole('button', { name: 'Close chat with Isla' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(panelElement.id);
    expect(screen.getByRole('log').getAttribute('aria-live')).toBe('polite');

    fireEvent.keyDown(panel.getByRole('textbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const closed = screen.getByRole('button', { name: 'Open chat with Isla' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(closed);
    expect(state().isOpen).toBe(false);
  });

  it('closes with its own close button, the focus going back to the floating button', async () => {
    stubChatApi({});
    const { panel } = await openWidget();
    fireEvent.click(panel.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open chat with Isla' }));
  });

  it('welcomes a new visitor with three suggestions, each sending its question', async () => {
    const calls = stubChatApi({ [SEND]: (body) => sendAnswer(body), [HISTORY]: historyAnswer([]) });
    const { panel } = await openWidget();
    expect(panel.getByRole('heading', { name: "Welcome to Isla's AI Travel Assistant!" })).toBeTruthy();
    const chips = ['Destinations', 'Travel Tips', 'Planning Help'].map((name) =>
      panel.getByRole('button', { name }),
    );
    expect(chips).toHaveLength(3);

    fireEvent.click(chips[0]);
    expect(await log().findByText('You asked: What destinations do you offer?')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: 'What destinations do you offer?',
    });
    expect(panel.queryByRole('heading', { name: /Welcome to/ })).toBeNull();
  });

  it('shows a sent message at once with the typing indicator, then the reply under the stored id', async () => {
    const answer = deferred<Answer>();
    let sent: unknown;
    const calls = stubChatApi({
      [SEND]: (body) => {
        sent = body;
        return answer.promise;
      },
      [HISTORY]: [historyAnswer([])],
    });
    await openWidget();
    typeAndSend('  Is October a good month for Saint Lucia?  ');

    expect(await log().findByText('Is October a good month for Saint Lucia?')).toBeTruthy();
    expect(log().getByText('Isla is typing...')).toBeTruthy();
    expect(state().messages).toHaveLength(1);
    const tempId = state().messages[0].id;
    expect(tempId).toMatch(/^temp-/);
    expect(state().pendingMessageIds).toEqual([tempId]);
    expect(state().isTyping).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
    // One message at a time: Send waits for the answer.
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'And November?' } });
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);

    // Anonymous: no e-mail or name, and no temporary id, on the wire.
    await waitFor(() => expect(sent).toEqual({ message: 'Is October a good month for Saint Lucia?' }));
    const reply = sendAnswer(sent, { content: 'October is lovely: warm, with fewer crowds.' });
    answer.resolve(reply);

    expect(await log().findByText('October is lovely: warm, with fewer crowds.')).toBeTruthy();
    expect(log().queryByText('Isla is typing...')).toBeNull();
    expect(state().messages.map((message) => message.id)).toEqual([
      reply.body.data.userMessage.id,
      reply.body.data.message.id,
    ]);
    expect(state().conversationId).toBe(CONVERSATION_ID);
    expect(state().pendingMessageIds).toEqual([]);
    expect(state().isTyping).toBe(false);
    // The conversation is fetched now that there is one.
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.url === HISTORY_URL)).toBe(true),
    );
  });

  it('sends the next message to the conversation the first one started', async () => {
    const calls = stubChatApi({ [SEND]: (body) => sendAnswer(body), [HISTORY]: historyAnswer([]) });
    await openWidget();
    typeAndSend('Hello');
    await log().findByText('You asked: Hello');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true),
    );
    typeAndSend('And cruises?');
    await log().findByText('You asked: And cruises?');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { message: 'Hello' },
      { message: 'And cruises?', conversationId: CONVERSATION_ID },
    ]);
  });

  it('takes a failed message out of the list and shows the server’s words', async () => {
    const toasts = spyToasts();
    const limited = 'You are sending messages too quickly. Please try again in 5 minutes.';
    stubChatApi({
      [SEND]: { status: 429, body: { success: false, error: 'rate_limited', message: limited } },
    });
    await openWidget();
    typeAndSend('Hello again');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(chatMessages.sendFailed, limited));
    expect(log().queryByText('Hello again')).toBeNull();
    expect(log().queryByText('Isla is typing...')).toBeNull();
    expect(state().messages).toEqual([]);
    expect(state().pendingMessageIds).toEqual([]);
    expect(state().isTyping).toBe(false);
    // Back to the welcome, ready for another try.
    expect(screen.getByRole('heading', { name: /Welcome to/ })).toBeTruthy();
  });

  it('starts afresh when the server no longer has the conversation a message was sent to', async () => {
    const toasts = spyToasts();
    stubChatApi({
      [HISTORY]: historyAnswer([chatMessage({ content: 'Earlier answer' })]),
      [SEND]: {
        status: 404,
        body: { success: false, error: 'not_found', message: 'Conversation not found' },
      },
    });
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    renderWithQueries(<ChatWidget />);
    await log().findByText('Earlier answer');
    typeAndSend('Hello');
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to send message', 'Conversation not found'),
    );
    expect(state().conversationId).toBeNull();
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeTruthy();
  });

  it('asks to try again when the connection is lost', async () => {
    const toasts = spyToasts();
    stubChatApi({ [SEND]: 'network-error' });
    await openWidget();
    typeAndSend('Hello');
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to send message', 'Please try again.'),
    );
    expect(state().messages).toEqual([]);
  });

  it('says the send failed when the server says so without a reason', async () => {
    const toasts = spyToasts();
    stubChatApi({ [SEND]: { status: 200, body: { success: false } } });
    await openWidget();
    typeAndSend('Hello');
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to send message', 'Failed to send message'),
    );
    expect(state().messages).toEqual([]);
  });

  it('keeps typing shown while another message is still on its way', async () => {
    const toasts = spyToasts();
    const answers = [deferred<Answer>(), deferred<Answer>()];
    let index = 0;
    stubChatApi({ [SEND]: () => answers[index++].promise, [HISTORY]: historyAnswer([]) });
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    const queryClient = createQueryClient();
    renderWithQueries(<ChatWidget />, queryClient);
    await act(async () => {
      void sendChatMessage(queryClient, 'First');
      void sendChatMessage(queryClient, 'Second');
    });
    expect(state().pendingMessageIds).toHaveLength(2);

    await act(async () =>
      answers[0].resolve({ status: 500, body: { success: false, error: 'internal_error' } }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
    expect(state().messages.map((message) => message.content)).toEqual(['Second']);
    expect(state().isTyping).toBe(true);
    expect(log().getByText('Isla is typing...')).toBeTruthy();

    await act(async () => answers[1].resolve(sendAnswer({ message: 'Second' })));
    await waitFor(() => expect(state().isTyping).toBe(false));
  });
});

describe('the queue before a conversation exists', () => {
  it('holds a second message until the first reply supplies the conversation, then sends it there', async () => {
    const first = deferred<Answer>();
    const posts: unknown[] = [];
    // The server's side: what it stores is what the history answers.
    const stored: ChatMessage[] = [];
    const answer = (body: unknown) => {
      const reply = sendAnswer(body);
      stored.push(reply.body.data.userMessage, reply.body.data.message);
      return reply;
    };
    stubChatApi({
      [SEND]: (body) => {
        posts.push(body);
        return posts.length === 1 ? first.promise.then(() => answer(body)) : answer(body);
      },
      [HISTORY]: () => historyAnswer([...stored]),
    });
    presetChat({ isOpen: true });
    const queryClient = createQueryClient();
    renderWithQueries(<ChatWidget />, queryClient);

    let firstSend!: Promise<void>;
    let secondSend!: Promise<void>;
    await act(async () => {
      firstSend = sendChatMessage(queryClient, 'First question');
      secondSend = sendChatMessage(queryClient, 'Second question');
    });
    // Both show at once; only the first has gone out.
    expect(log().getByText('First question')).toBeTruthy();
    expect(log().getByText('Second question')).toBeTruthy();
    expect(posts).toEqual([{ message: 'First question' }]);
    expect(state().messageQueue.map((item) => item.message)).toEqual(['Second question']);
    expect(state().messageQueue[0].tempId).toMatch(/^temp-/);
    expect(state().pendingMessageIds).toHaveLength(2);

    await act(async () => {
      first.resolve({ status: 200 });
      await Promise.all([firstSend, secondSend]);
    });
    expect(posts).toEqual([
      { message: 'First question' },
      { message: 'Second question', conversationId: CONVERSATION_ID },
    ]);
    expect(state().messageQueue).toEqual([]);
    expect(state().isProcessingQueue).toBe(false);
    expect(state().isTyping).toBe(false);
    await waitFor(() =>
      expect(state().messages.map((message) => message.content)).toEqual([
        'First question',
        'You asked: First question',
        'Second question',
        'You asked: Second question',
      ]),
    );
    expect(state().messages.map((message) => message.id)).toEqual(stored.map((message) => message.id));
  });

  it('lets the first queued message start the conversation when the first send failed', async () => {
    spyToasts();
    const first = deferred<Answer>();
    const posts: unknown[] = [];
    stubChatApi({
      [SEND]: (body) => {
        posts.push(body);
        return posts.length === 1 ? first.promise : sendAnswer(body);
      },
    });
    const queryClient = createQueryClient();
    let sends!: Promise<unknown>;
    await act(async () => {
      sends = Promise.all([
        sendChatMessage(queryClient, 'One'),
        sendChatMessage(queryClient, 'Two'),
        sendChatMessage(queryClient, 'Three'),
      ]);
    });
    expect(state().messageQueue.map((item) => item.message)).toEqual(['Two', 'Three']);
    await act(async () => {
      first.resolve('network-error');
      await sends;
    });
    expect(posts).toEqual([
      { message: 'One' },
      { message: 'Two' },
      { message: 'Three', conversationId: CONVERSATION_ID },
    ]);
    expect(state().messages.map((message) => message.content)).toEqual([
      'Two',
      'You asked: Two',
      'Three',
      'You asked: Three',
    ]);
  });
});

describe('the stored conversation', () => {
  it('takes the next question while the new conversation’s history is still loading behind the answer', async () => {
    const history = deferred<Answer>();
    const calls = stubChatApi({ [SEND]: (body) => sendAnswer(body), [HISTORY]: () => history.promise });
    await openWidget();
    typeAndSend('Hello');
    await log().findByText('You asked: Hello');
    await waitFor(() => expect(calls.some((call) => call.method === 'GET')).toBe(true));

    typeAndSend('And cruises?');
    await log().findByText('You asked: And cruises?');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { message: 'Hello' },
      { message: 'And cruises?', conversationId: CONVERSATION_ID },
    ]);
    history.resolve(historyAnswer([]));
  });

  it('shows three placeholders while it loads, with Send held back', async () => {
    const history = deferred<Answer>();
    stubChatApi({ [HISTORY]: () => history.promise });
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    const { container } = renderWithQueries(<ChatWidget />);
    expect(await screen.findByText('Loading the conversation...')).toBeTruthy();
    expect(container.ownerDocument.querySelectorAll('.chat-skeleton__item')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Hello' } });
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);

    history.resolve(
      historyAnswer([
        chatMessage({ role: 'user', content: 'Do you plan cruises?' }),
        chatMessage({ content: 'Yes, from Port Canaveral and Miami.' }),
      ]),
    );
    expect(await log().findByText('Yes, from Port Canaveral and Miami.')).toBeTruthy();
    expect(screen.queryByText('Loading the conversation...')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('replaces the list with the stored messages and keeps those still on their way at its end', async () => {
    const history = deferred<Answer>();
    stubChatApi({ [HISTORY]: () => history.promise });
    const pending = chatMessage({ id: 'temp-abc', role: 'user', content: 'Still on its way' });
    presetChat({
      isOpen: true,
      conversationId: CONVERSATION_ID,
      messages: [chatMessage({ content: 'An old copy' }), pending],
      pendingMessageIds: ['temp-abc'],
      isTyping: true,
    });
    renderWithQueries(<ChatWidget />);
    const stored = [
      chatMessage({ role: 'user', content: 'Do you plan cruises?' }),
      chatMessage({ content: 'Yes, from Port Canaveral and Miami.' }),
    ];
    history.resolve(historyAnswer(stored));
    await log().findByText('Yes, from Port Canaveral and Miami.');
    expect(state().messages).toEqual([...stored, pending]);
    expect(log().queryByText('An old copy')).toBeNull();
    expect(log().getByText('Still on its way')).toBeTruthy();
  });

  it('shows the connection error without the input, and Try Again fetches the conversation again', async () => {
    const calls = stubChatApi({
      [HISTORY]: [
        { status: 500, body: { success: false, error: 'internal_error', message: 'Something went wrong' } },
        historyAnswer([chatMessage({ content: 'Welcome back!' })]),
      ],
    });
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    renderWithQueries(<ChatWidget />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Connection Error' })).toBeTruthy();
    expect(
      within(alert).getByText(
        'Unable to connect to the assistant. Please check your connection and try again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(log().getByText('Welcome back!')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message to Isla' })).toBeTruthy();
    expect(calls.filter((call) => call.url === HISTORY_URL)).toHaveLength(2);
  });

  it('forgets a conversation the server no longer has for this browser and welcomes the visitor', async () => {
    stubChatApi({ [HISTORY]: { status: 404, body: { success: false, error: 'not_found' } } });
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    renderWithQueries(<ChatWidget />);
    expect(
      await screen.findByRole('heading', { name: "Welcome to Isla's AI Travel Assistant!" }),
    ).toBeTruthy();
    expect(state().conversationId).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not fetched while the panel is closed', async () => {
    const calls = stubChatApi({ [HISTORY]: historyAnswer([]) });
    presetChat({ conversationId: CONVERSATION_ID });
    renderWithQueries(<ChatWidget />);
    expect(screen.getByRole('button', { name: 'Open chat with Isla' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat with Isla' }));
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual([HISTORY_URL]));
  });
});

describe('what survives a reload', () => {
  it('stores only whether the panel is open and the conversation', async () => {
    stubChatApi({ [SEND]: (body) => sendAnswer(body), [HISTORY]: historyAnswer([]) });
    await openWidget();
    typeAndSend('Hello');
    await log().findByText('You asked: Hello');
    expect(JSON.parse(localStorage.getItem('chat-state')!)).toEqual({
      state: { isOpen: true, conversationId: CONVERSATION_ID },
      version: 0,
    });
  });

  it('reads them back', async () => {
    localStorage.setItem(
      'chat-state',
      JSON.stringify({
        state: { isOpen: true, conversationId: CONVERSATION_ID, messages: ['x'] },
        version: 0,
      }),
    );
    await useChatStore.persist.rehydrate();
    expect(state().isOpen).toBe(true);
    expect(state().conversationId).toBe(CONVERSATION_ID);
    expect(state().messages).toEqual([]);
  });

  it('only warns when the storage refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    stubChatApi({});
    await openWidget();
    expect(state().isOpen).toBe(true);
    await useChatStore.persist.rehydrate();
    expect(warn).toHaveBeenCalledWith(
      'Could not save the chat state to local storage.',
      expect.any(DOMException),
    );
    expect(warn).toHaveBeenCalledWith(
      'Could not read the chat state from local storage.',
      expect.any(DOMException),
    );
  });
});

describe('an answer', () => {
  it('is shown as text, never as markup, with its time', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    stubChatApi({
      [HISTORY]: historyAnswer([
        chatMessage({ role: 'user', content: '<b>bold?</b>' }),
        chatMessage({ content: hostile }),
      ]),
    });
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    renderWithQueries(<ChatWidget />);
    expect(await log().findByText(hostile)).toBeTruthy();
    expect(log().getByText('<b>bold?</b>')).toBeTruthy();
    expect(document.querySelector('.chat-log img, .chat-log b')).toBeNull();
    const times = screen.getByRole('log').querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0].getAttribute('dateTime')).toBe('2026-11-27T14:05:00.000Z');
    expect(times[0].textContent).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  });

  it('lists its links (this site, phone, e-mail, https pages in a new tab) and drops any other address', async () => {
    stubChatApi({
      [HISTORY]: historyAnswer([
        chatMessage({
          content: 'The Romantic Getaway is $2,199 per person.',
          metadata: {
            links: [
              { label: 'Visit Saint Lucia', href: '/visit-saint-lucia' },
              { label: 'Call us', href: 'tel:+14075550142' },
              { label: 'E-mail us', href: 'mailto:hello@islandbridge.travel' },
              { label: 'Not this', href: 'javascript:alert(1)' },
              { label: 'Nor this', href: '//evil.example/phish' },
              { label: 'Nor that', href: 'http://plain.example/' },
              { label: 'The podcast', href: 'https://www.youtube.com/@islandbridgetravel/podcasts' },
            ],
          },
        }),
      ]),
    });
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    renderWithQueries(<ChatWidget />);
    await log().findByText('The Romantic Getaway is $2,199 per person.');
    const links = within(screen.getByRole('list', { name: 'Related links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Visit Saint Lucia', '/visit-saint-lucia'],
      ['Call us', 'tel:+14075550142'],
      ['E-mail us', 'mailto:hello@islandbridge.travel'],
      ['The podcast', 'https://www.youtube.com/@islandbridgetravel/podcasts'],
    ]);
    expect(links[3].getAttribute('target')).toBe('_blank');
    expect(links[3].getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0].getAttribute('target')).toBeNull();
  });
});

describe('asking for a travel agent', () => {
  const HANDOFF = `POST ${HISTORY_URL}/handoff`;

  async function renderOffer() {
    presetChat({ isOpen: true, conversationId: CONVERSATION_ID });
    renderWithQueries(<ChatWidget />);
    await log().findByText('An agent can take it from here.');
    return within(screen.getByRole('form', { name: 'Talk to a travel agent' }));
  }

  const offer = () =>
    historyAnswer([
      chatMessage({ role: 'user', content: 'I want to book a group trip for 30 people' }),
      chatMessage({
        content: 'An agent can take it from here.',
        metadata: { links: [], offerHandoff: true },
      }),
    ]);

  it('checks the name and the address with the contract’s messages before sending anything', async () => {
    const calls = stubChatApi({ [HISTORY]: offer() });
    const form = await renderOffer();
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(form.getByRole('button', { name: 'Contact me' }));
    expect(form.getByText(chatMessages.nameRequired)).toBeTruthy();
    expect(form.getByText(chatMessages.invalidEmail)).toBeTruthy();
    expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends them and shows the agency’s answer in place of the form', async () => {
    const toasts = spyToasts();
    const calls = stubChatApi({
      [HISTORY]: offer(),
      [HANDOFF]: { status: 200, body: { success: true, message: chatMessages.handoffReceived } },
    });
    const form = await renderOffer();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: ' Tessa Auguste ' } });
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'Tessa@Example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Contact me' }));
    expect(await log().findByText(chatMessages.handoffReceived)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Talk to a travel agent' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `${HISTORY_URL}/handoff`,
      body: { name: 'Tessa Auguste', email: 'tessa@example.com' },
    });
    expect(toasts.success).toHaveBeenCalledWith('Request sent', chatMessages.handoffReceived);
  });

  it('keeps what was typed when the request fails', async () => {
    const toasts = spyToasts();
    stubChatApi({
      [HISTORY]: offer(),
      [HANDOFF]: {
        status: 500,
        body: { success: false, error: 'internal_error', message: 'Something went wrong' },
      },
    });
    const form = await renderOffer();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Tessa' } });
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'tessa@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Contact me' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Request failed', 'Something went wrong'));
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Tessa');
    expect((form.getByLabelText('Email') as HTMLInputElement).value).toBe('tessa@example.com');
    expect(form.getByRole('button', { name: 'Contact me' })).toBeTruthy();
  });
});
