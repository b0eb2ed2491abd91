import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedTestInfrastructure, startTestService, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { adminService } from '../../src/app.js';
import { FakeAuth } from '../support/fake-auth.js';
import { call, installRequest, OTHER_SERVICE_SCHEMAS, pretendMigrated } from '../support/harness.js';

// The embedded mode: one PGlite database (a single connection) and the in-process bus.
let infra: TestInfrastructure;
let running: RunningTestService;
const auth = new FakeAuth();

beforeAll(async () => {
  infra = await embeddedTestInfrastructure([adminService]);
  await pretendMigrated(infra.db!, OTHER_SERVICE_SCHEMAS);
  auth.serveOn(infra.bus);
  running = await startTestService(adminService, infra);
  await infra.bus.start();
});

afterAll(async () => {
  await running?.close();
  await infra?.cleanup();
});

describe('installer on the embedded database', () => {
  it('reports not installed and that this instance runs on the embedded database', async () => {
    expect(await call(running.url, 'GET', '/api/installer/status')).toEqual({ status: 200, body: { installed: false, runtimeDatabase: 'embedded' } });
  });

  it("tests the embedded database (and the spec's sqlite) by querying it", async () => {
    for (const database of [{ type: 'embedded' }, { type: 'sqlite', filename: './data/database.sqlite' }]) {
      expect(await call(running.url, 'POST', '/api/installer/test-database', { body: { database } })).toEqual({ status: 200, body: { success: true } });
    }
  });

  it('still tests a PostgreSQL server with a real connection', async () => {
    const database = { type: 'postgresql', host: '127.0.0.1', port: 1, database: 'postgres', username: 'postgres' };
    expect(await call(running.url, 'POST', '/api/installer/test-database', { body: { database } })).toMatchObject({ status: 200, body: { success: false, error: expect.stringContaining('ECONNREFUSED') } });
  });

  it('refuses to install on PostgreSQL and says how to run on it', async () => {
    const { status, body } = await call(running.url, 'POST', '/api/installer/install', { body: installRequest() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: expect.stringMatching(/^This instance runs on the embedded database.*DATABASE_URL/) });
  });

  it('ten concurrent installs: exactly one succeeds and the admin is created once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(running.url, 'POST', '/api/installer/install', { body: installRequest({ database: { type: 'embedded' } }) })),
    );
    expect(answers.filter((a) => a.status === 200).map((a) => a.body)).toEqual([{ success: true }]);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(auth.adminsCreated).toBe(1);
    expect(await infra.bus.kv.get('site_name')).toBe('Test Casino');
  });

  it('is locked afterwards', async () => {
    expect(await call(running.url, 'GET', '/api/installer/status')).toEqual({ status: 200, body: { installed: true, runtimeDatabase: 'embedded' } });
    expect(await call(running.url, 'POST', '/api/installer/test-database', { body: { database: { type: 'embedded' } } })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_INSTALLED', message: 'Already installed' },
    });
  });
});
