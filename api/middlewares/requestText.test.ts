import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../test/server.ts';
import { storableMessages } from '@contract/storable.ts';
import { UNREADABLE_ADDRESS_MESSAGE } from './requestText.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('an address with a NUL or broken UTF-8', () => {
  it.each([
    '/api/blog/posts/%00',
    '/api/blog/posts/a%00b/comments',
    '/api/paypal/demo-checkout/%00',
    '/api/blog/posts?category=%FF',
    '/api/blog/posts/%C3%28',
    '/blog/%00',
  ])('%s answers 400 with a message, before any query runs', async (address) => {
    const response = await t.agent().get(address);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: UNREADABLE_ADDRESS_MESSAGE,
    });
  });

  it.each([
    ['/api/blog/posts?search=%00', 'search'],
    ['/api/blog/posts?search=piton&tag=a%00b', 'tag'],
    ['/api/blog/posts?%00=x', '\\u0000'],
  ])('%s answers 400 naming the parameter with the NUL', async (address, field) => {
    const response = await t.agent().get(address);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'validation_failed',
      message: storableMessages.nul(field),
      fields: { [field]: storableMessages.nulField },
    });
  });

  it('leaves readable addresses alone, accents and all', async () => {
    expect((await t.agent().get('/api/blog/posts?search=caf%C3%A9+cr%C3%A8me')).status).toBe(200);
    expect((await t.agent().get('/api/blog/posts/no-such-post')).status).toBe(404);
  });
});
