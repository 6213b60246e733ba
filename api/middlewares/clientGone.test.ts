/**
 * A visitor who closes the tab or cancels a download mid-way is routine: the server logs it for
 * debugging, never as an error. The same error codes from anything else stay errors.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import Koa from 'koa';
import supertest from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDb } from '@db/index.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { makeStaticFixture, testConfig } from '../test/server.ts';
import type { AppContextExtensions, AppState } from '../types.ts';
import { errorHandler, logOutsideError } from './errors.ts';
import { requestContext } from './requestContext.ts';

interface LogLine {
  level: number;
  msg: string;
  status?: number;
  err?: { code?: string };
}

const ERROR_LEVEL = 50;
const DEBUG_LEVEL = 20;

/** A debug-level logger whose lines the test reads back. */
function recordingLogger() {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (text.trim()) lines.push(JSON.parse(text) as LogLine);
      }
      done();
    },
  });
  return { logger: createLogger('debug', { destination }), lines };
}

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(app: Koa<AppState, AppContextExtensions>): Promise<number> {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return (server.address() as { port: number }).port;
}

/** Sends a GET and drops the connection as soon as `leaveWhen` resolves (or the answer starts). */
function requestAndLeave(port: number, urlPath: string, leaveWhen?: Promise<unknown>): void {
  const request = http.get({ host: '127.0.0.1', port, path: urlPath });
  request.on('error', () => {});
  if (leaveWhen) void leaveWhen.then(() => request.destroy());
  else request.on('response', () => request.destroy());
}

describe('a client that closes its connection', () => {
  it('cut off while a large file streams, is a debug line and no error', async () => {
    const staticDir = makeStaticFixture();
    // Far more than the connection's buffers hold: the file is still streaming when the client leaves.
    fs.writeFileSync(path.join(staticDir, 'assets', 'video-abc123.bin'), Buffer.alloc(64 * 1024 * 1024));
    const db = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    const { logger, lines } = recordingLogger();
    try {
      const app = createApp(testConfig({ STATIC_DIR: staticDir }), { db, logger });
      const port = await listen(app);
      requestAndLeave(port, '/assets/video-abc123.bin');

      await vi.waitFor(() =>
        expect(lines.some((line) => line.msg === 'client closed the connection')).toBe(true),
      );
      const gone = lines.find((line) => line.msg === 'client closed the connection');
      expect(gone?.level).toBe(DEBUG_LEVEL);
      expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });

  function appWith(handler: Koa.Middleware<AppState, AppContextExtensions>) {
    const { logger, lines } = recordingLogger();
    const app = new Koa<AppState, AppContextExtensions>();
    app.silent = true;
    app.on('error', logOutsideError(logger));
    app.use(requestContext(logger));
    app.use(errorHandler());
    app.use(handler);
    return { app, lines };
  }

  it('gone before its request was answered, is logged for debugging with no 500', async () => {
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { app, lines } = appWith(async (ctx) => {
      started();
      await new Promise((resolve) => ctx.req.socket.once('close', resolve));
      // What reading the rest of a request whose sender left throws.
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    });
    const port = await listen(app);
    requestAndLeave(port, '/api/slow', handlerStarted);

    await vi.waitFor(() => expect(lines.some((line) => line.msg === 'request')).toBe(true));
    expect(lines.find((line) => line.msg === 'client closed the connection')).toMatchObject({
      level: DEBUG_LEVEL,
      err: { code: 'ECONNRESET' },
    });
    expect(lines.find((line) => line.msg === 'request')?.status).toBe(499);
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });

  it('is told apart from a lost connection to another service, which keeps its own answer', async () => {
    const { app, lines } = appWith(() => {
      throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    });
    // The database dropping its connection: try again in a moment (errors.test.ts).
    const response = await supertest(app.callback()).get('/api/upstream').expect(503);
    expect(response.body.error).toBe('unavailable');
    expect(lines.some((line) => line.msg === 'database busy')).toBe(true);
    expect(lines.some((line) => line.msg === 'client closed the connection')).toBe(false);
  });

  it('is told apart from a stream that failed for another reason, which stays a 500 and an error', async () => {
    const { app, lines } = appWith(() => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    const response = await supertest(app.callback()).get('/api/report').expect(500);
    expect(response.body.error).toBe('internal_error');
    expect(lines.find((line) => line.msg === 'unexpected error')?.level).toBe(ERROR_LEVEL);
    expect(lines.some((line) => line.msg === 'client closed the connection')).toBe(false);
  });

  it('leaves any other failure outside the request chain an error', () => {
    const { logger, lines } = recordingLogger();
    logOutsideError(logger)(new Error('the disk is full'));
    expect(lines).toMatchObject([{ level: ERROR_LEVEL, msg: 'error outside the request chain' }]);
  });
});
