import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/app.ts';
import { describeWithApp } from '../../test/app.ts';
import { AppError } from './errors.ts';

// A small route that exercises the error handler the way real write routes do.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe',
    { schema: { body: z.object({ title: z.string().min(1), count: z.number().int() }) } },
    (request) => ({ ok: request.body.title }),
  );
  app.get('/api/probe/conflict', () => {
    throw new AppError(409, 'CONFLICT');
  });
  // What the drivers throw when other writes got in the way.
  app.get('/api/probe/busy/:code', (request) => {
    const { code } = request.params as { code: string };
    throw Object.assign(new Error('could not serialize access'), { code });
  });
};

describe('the one error handler', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-errors-'));
    app = await buildApp(
      testConfig({ dialect: 'sqlite', dataDir, databaseUrl: undefined, drop: async () => {} }),
    );
    await app.register(probeRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/probe',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers 400 INVALID_INPUT to malformed JSON', async () => {
    const res = await post('{"title": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT' });
  });

  it('names the field that fails its schema', async () => {
    const res = await post(JSON.stringify({ title: 'x', count: 'many' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT', field: 'count' });
    const missing = await post(JSON.stringify({ count: 1 }));
    expect(missing.json()).toEqual({ message: 'INVALID_INPUT', field: 'title' });
  });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ title: 'Castle', count: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: 'Castle' });
  });

  it('answers 413 PAYLOAD_TOO_LARGE past the body limit', async () => {
    const res = await post(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), count: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an unsupported content type with INVALID_INPUT', async () => {
    const res = await post('title=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT' });
  });

  it('passes typed application errors through', async () => {
    const res = await app.inject('/api/probe/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'CONFLICT' });
  });

  it('answers 503 BUSY, to be retried, when other writes got in the way', async () => {
    for (const code of ['40P01', '40001', '55P03', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']) {
      const res = await app.inject(`/api/probe/busy/${code}`);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ message: 'BUSY' });
    }
    const other = await app.inject('/api/probe/busy/23505');
    expect(other.statusCode).toBe(500);
    expect(other.json()).toEqual({ message: 'UNKNOWN_ERROR' });
  });

  it('answers 404 NOT_FOUND JSON for unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'NOT_FOUND' });
    }
  });
});

describeWithApp('an unexpected failure', {}, (t) => {
  it('answers 500 UNKNOWN_ERROR with no SQL or stack in the body', async () => {
    await t.app.db.schema.dropTable('versions').execute();
    const res = await t.app.inject('/api/versions/');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'UNKNOWN_ERROR' });
    expect(res.body).not.toMatch(/versions|select|stack|at /i);
  });

  it('keeps /healthz green while the database answers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.dialect, redis: 'off' });
  });
});
