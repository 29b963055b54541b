// Requests and database statements have time limits, and hitting one answers an envelope, never a hang.
import type { FastifyPluginAsync } from 'fastify';
import { ENGLISH } from '../../testing/factories';
import { createTestApp } from '../../testing/test-app';

const slowProbe: FastifyPluginAsync = async (app) => {
  app.get('/test/slow-statement', async () => {
    await app.db.query('SELECT pg_sleep(3)');
    return { finished: true };
  });
  app.get('/test/cancelled-statement', async () => {
    // What PostgreSQL raises when statement_timeout cuts a statement short (SQLSTATE 57014).
    await app.db.query(
      "DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END $$",
    );
    return { finished: true };
  });
};

const serviceUnavailable = {
  success: false,
  message: 'The service is temporarily unavailable. Please try again shortly.',
  errors: null,
  model: null,
};

describe('database statement timeouts', () => {
  it('answer a statement cancelled by the database with a 503 envelope the client may retry', async () => {
    const t = await createTestApp({}, { extraRoutes: slowProbe });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/test/cancelled-statement',
        headers: ENGLISH,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(serviceUnavailable);
    } finally {
      await t.close();
    }
  });

  // PGlite runs PostgreSQL in this process's WASM, where statement_timeout's timer never fires (apps/api
  // README, "Timeouts"); on a PostgreSQL server (tools/ci/api-tests-postgres.sh) the real timeout is checked.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('cut a statement longer than DATABASE_STATEMENT_TIMEOUT_MS short', async () => {
    const t = await createTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '200' }, { extraRoutes: slowProbe });
    try {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/test/slow-statement', headers: ENGLISH });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(serviceUnavailable);
    } finally {
      await t.close();
    }
  });
});

describe('HTTP timeouts', () => {
  it('gives the server the configured request and connection timeouts', async () => {
    const t = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_CONNECTION_TIMEOUT_MS: '7000' });
    try {
      expect(t.app.initialConfig).toMatchObject({ requestTimeout: 5000, connectionTimeout: 7000 });
      expect(t.app.server.requestTimeout).toBe(5000);
    } finally {
      await t.close();
    }
  });

  it('has bounded defaults', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.initialConfig).toMatchObject({ requestTimeout: 60_000, connectionTimeout: 120_000 });
    } finally {
      await t.close();
    }
  });
});
