import Koa from 'koa';
import supertest from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { errorHandler } from './errors.ts';
import { requestContext } from './requestContext.ts';
import { transaction, type InTransaction } from './transaction.ts';
import { badRequest } from '../errors.ts';
import { createTestDb, type TestDb } from '../test/db.ts';
import type { AppState, AppContextExtensions } from '../types.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.destroy();
});

/** Stores a contact message, then fails when asked to: the write must not survive a failure. */
function app() {
  const koa = new Koa<AppState, AppContextExtensions>();
  koa.silent = true;
  koa.context.db = t.db;
  koa.use(requestContext(createLogger('silent')));
  koa.use(errorHandler());
  koa.use(transaction());
  koa.use<InTransaction>(async (ctx) => {
    await ctx.state.trx('contactMessages').insert({
      name: 'Ana Joseph',
      email: 'ana@example.com',
      message: String(ctx.query.message),
    });
    if (ctx.query.fail) throw badRequest('Something about the input was wrong');
    ctx.body = { success: true };
  });
  return supertest(koa.callback());
}

it('commits the handler’s writes when it succeeds', async () => {
  await app().get('/api/x?message=kept-message').expect(200);
  const row = await t.db('contactMessages').where({ message: 'kept-message' }).first();
  expect(row?.email).toBe('ana@example.com');
});

it('rolls every write back when the handler throws, so bad input stores nothing', async () => {
  const response = await app().get('/api/x?message=lost-message&fail=1').expect(400);
  expect(response.body.message).toBe('Something about the input was wrong');
  const row = await t.db('contactMessages').where({ message: 'lost-message' }).first();
  expect(row).toBeUndefined();
});
