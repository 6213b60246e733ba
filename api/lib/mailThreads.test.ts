import { describe, expect, it } from 'vitest';
import { threadMessageId, threadReplyTo, threadTokensOf } from './mailThreads.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';

describe('mail threads', () => {
  it('tags the agency inbox with the token, quoting the display name', () => {
    expect(
      threadReplyTo('Island Bridge <hello@islandbridge.travel>', TOKEN, 'Ellis, "Jo" (Island Bridge)'),
    ).toBe(`"Ellis,  Jo  (Island Bridge)" <hello+reply-${TOKEN}@islandbridge.travel>`);
    // An inbox that is itself tagged keeps one tag: ours.
    expect(threadReplyTo('desk+web@agency.example', TOKEN, 'Desk')).toBe(
      `"Desk" <desk+reply-${TOKEN}@agency.example>`,
    );
    expect(threadMessageId('hello@islandbridge.travel', TOKEN.toUpperCase())).toBe(
      `<reply-${TOKEN}@islandbridge.travel>`,
    );
  });

  it('reads the token from a tagged recipient first, then In-Reply-To, then References newest first', () => {
    expect(
      threadTokensOf({
        toAddresses: ['someone@example.com', `HELLO+REPLY-${OTHER.toUpperCase()}@islandbridge.travel`],
        inReplyTo: `<reply-${TOKEN}@islandbridge.travel>`,
      }),
    ).toEqual([OTHER, TOKEN]);
    expect(
      threadTokensOf({
        toAddresses: ['hello@islandbridge.travel'],
        references: `<reply-${OTHER}@islandbridge.travel> <unrelated@mail.example.com>\r\n <reply-${TOKEN}@islandbridge.travel>`,
      }),
    ).toEqual([TOKEN, OTHER]);
  });

  it('finds nothing in mail that answers no office message, or carries a malformed token', () => {
    expect(threadTokensOf({ toAddresses: ['hello@islandbridge.travel'] })).toEqual([]);
    expect(
      threadTokensOf({
        toAddresses: ['hello+reply-1234@islandbridge.travel', 'hello+reply-zzzz@islandbridge.travel'],
        inReplyTo: '<reply-abc@islandbridge.travel>',
        references: '<CAF=abc@mail.gmail.com>',
      }),
    ).toEqual([]);
  });
});
