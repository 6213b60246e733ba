import { Readable } from 'node:stream';
import Koa from 'koa';
import compress from 'koa-compress';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeJsonOnce } from './jsonBody.ts';

function appAnswering(body: () => unknown) {
  const app = new Koa();
  app.use(compress({ threshold: 1024 }));
  app.use(serializeJsonOnce());
  app.use((ctx) => {
    ctx.body = body();
  });
  return app.callback();
}

const page = {
  changes: Array.from({ length: 500 }, (_, n) => ({ id: n, note: `record ${n}` })),
  hasMore: true,
};

afterEach(() => vi.restoreAllMocks());

describe('serializeJsonOnce', () => {
  it('answers a large object as compressed JSON, serialising it once', async () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    // The client unzips the answer before it parses it.
    const response = await request(appAnswering(() => page))
      .get('/')
      .set('Accept-Encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toEqual(page);
    expect(stringify.mock.calls.filter(([value]) => value === page)).toHaveLength(1);
  });

  it('answers a small array as plain JSON', async () => {
    const response = await request(appAnswering(() => [1, 2, 3])).get('/');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toEqual([1, 2, 3]);
  });

  it('leaves text, buffers and streams as they are', async () => {
    const text = await request(appAnswering(() => 'plain words')).get('/');
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.text).toBe('plain words');
    const bytes = await request(appAnswering(() => Buffer.from('%PDF-1.7'))).get('/');
    expect(bytes.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.from(bytes.body as Buffer).toString()).toBe('%PDF-1.7');
    const stream = await request(appAnswering(() => Readable.from(['streamed'])))
      .get('/')
      .buffer(true);
    expect(stream.text ?? Buffer.from(stream.body as Buffer).toString()).toBe('streamed');
  });
});
