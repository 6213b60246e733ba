import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { errorHandler } from './errors.ts';
import { requestContext } from './requestContext.ts';
import { adminOnly, clientsOnly, signedIn, staffOnly } from './auth.ts';
import type { AppState, AppContextExtensions, Role } from '../types.ts';

/** An app whose "session" is whatever role the X-Test-Role header names. */
function appGuardedBy(guard: Koa.Middleware<AppState, AppContextExtensions>) {
  const app = new Koa<AppState, AppContextExtensions>();
  app.silent = true;
  app.use(requestContext(createLogger('silent')));
  app.use(errorHandler());
  app.use(async (ctx, next) => {
    const role = ctx.get('X-Test-Role') as Role | '';
    if (role) {
      ctx.state.user = {
        id: '00000000-0000-4000-8000-000000000001',
        email: `${role}@example.com`,
        firstName: 'Test',
        lastName: 'User',
        phone: null,
        role,
        isActive: true,
        emailVerifiedAt: new Date(),
      };
    }
    await next();
  });
  app.use(guard);
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  return supertest(app.callback());
}

describe('signedIn', () => {
  it('answers 401 in the error shape with nobody signed in, and lets a signed-in user through', async () => {
    const response = await appGuardedBy(signedIn).get('/api/x').expect(401);
    expect(response.body).toEqual({
      success: false,
      error: 'unauthorized',
      message: 'Please sign in to continue.',
    });
    await appGuardedBy(signedIn).get('/api/x').set('X-Test-Role', 'client').expect(200);
  });
});

describe('staffOnly', () => {
  const agentsOnly = () => appGuardedBy(staffOnly);

  it('answers 403 to a client on an agent endpoint', async () => {
    const response = await agentsOnly().get('/api/x').set('X-Test-Role', 'client').expect(403);
    expect(response.body.error).toBe('forbidden');
  });

  it('lets agents and admins through, and asks anonymous callers to sign in', async () => {
    await agentsOnly().get('/api/x').set('X-Test-Role', 'agent').expect(200);
    await agentsOnly().get('/api/x').set('X-Test-Role', 'admin').expect(200);
    await agentsOnly().get('/api/x').expect(401);
  });
});

describe('adminOnly', () => {
  it('lets admins through and refuses agents and clients with 403', async () => {
    await appGuardedBy(adminOnly).get('/api/x').set('X-Test-Role', 'admin').expect(200);
    for (const role of ['agent', 'client']) {
      const response = await appGuardedBy(adminOnly).get('/api/x').set('X-Test-Role', role).expect(403);
      expect(response.body.error).toBe('forbidden');
    }
    await appGuardedBy(adminOnly).get('/api/x').expect(401);
  });
});

describe('clientsOnly', () => {
  it('lets clients through and refuses staff, admins included, with its own message', async () => {
    const guarded = () => appGuardedBy(clientsOnly('Staff work in the office.'));
    await guarded().get('/api/x').set('X-Test-Role', 'client').expect(200);
    for (const role of ['agent', 'admin']) {
      const response = await guarded().get('/api/x').set('X-Test-Role', role).expect(403);
      expect(response.body.message).toBe('Staff work in the office.');
    }
    await guarded().get('/api/x').expect(401);
  });
});
