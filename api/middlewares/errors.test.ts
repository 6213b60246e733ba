import Koa from 'koa';
import supertest from 'supertest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { DATABASE_BUSY, errorHandler } from './errors.ts';
import { requestContext } from './requestContext.ts';
import { validate } from './validate.ts';
import { conflict, tooManyRequests } from '../errors.ts';
import type { AppState, AppContextExtensions } from '../types.ts';

function appThrowing(handler: Koa.Middleware<AppState, AppContextExtensions>) {
  const app = new Koa<AppState, AppContextExtensions>();
  app.silent = true;
  app.use(requestContext(createLogger('silent')));
  app.use(errorHandler());
  app.use(handler);
  return supertest(app.callback());
}

describe('error handler', () => {
  it('answers an unexpected error with 500, a reference and no internals', async () => {
    const response = await appThrowing(() => {
      throw new Error('connection string postgres://secret@db leaked');
    })
      .get('/api/x')
      .expect(500);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toBe('internal_error');
    expect(response.body.message).toContain(response.headers['x-request-id']);
    expect(JSON.stringify(response.body)).not.toMatch(/secret|stack|at /);
  });

  it('treats a status on a third-party error as our failure, not the caller’s', async () => {
    const response = await appThrowing(() => {
      throw Object.assign(new Error('provider said: invalid client credentials'), { status: 401 });
    })
      .get('/api/x')
      .expect(500);
    expect(response.body.error).toBe('internal_error');
    expect(response.body.message).not.toContain('credentials');
  });

  it('answers 503 with Retry-After when the database ends a request in a deadlock, as nothing was saved', async () => {
    const response = await appThrowing(() => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    })
      .post('/api/x')
      .expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({ success: false, error: 'unavailable', message: DATABASE_BUSY });
  });

  it('answers an HttpError with its status, code and message', async () => {
    const response = await appThrowing(() => {
      throw conflict('That e-mail is already registered.');
    })
      .get('/api/x')
      .expect(409);
    expect(response.body).toEqual({
      success: false,
      error: 'conflict',
      message: 'That e-mail is already registered.',
    });
  });

  it('sets Retry-After on 429', async () => {
    const response = await appThrowing(() => {
      throw tooManyRequests('Too many attempts. Try again in 15 minutes.', 900);
    })
      .get('/api/x')
      .expect(429);
    expect(response.headers['retry-after']).toBe('900');
    expect(response.body.error).toBe('rate_limited');
  });
});

describe('validate()', () => {
  const Contact = v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
    email: v.pipe(v.string(), v.email('Invalid email address')),
  });
  const app = () => {
    const koa = new Koa<AppState, AppContextExtensions>();
    koa.silent = true;
    koa.use(requestContext(createLogger('silent')));
    koa.use(errorHandler());
    koa.use(async (ctx, next) => {
      ctx.request.body = JSON.parse(ctx.get('X-Body') || '{}');
      await next();
    });
    koa.use(validate({ body: Contact }));
    koa.use<{ body: unknown }>((ctx) => {
      ctx.body = { received: ctx.state.body };
    });
    return supertest(koa.callback());
  };

  it('answers 400 with the first message and a message per field', async () => {
    const response = await app()
      .post('/api/contact')
      .set('X-Body', JSON.stringify({ name: '  ', email: 'nope' }))
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Name is required',
      fields: { name: 'Name is required', email: 'Invalid email address' },
    });
  });

  it('passes the parsed (trimmed) input on', async () => {
    const response = await app()
      .post('/api/contact')
      .set('X-Body', JSON.stringify({ name: '  Ana  ', email: 'ana@example.com' }))
      .expect(200);
    expect(response.body.received).toEqual({ name: 'Ana', email: 'ana@example.com' });
  });
});
