import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus } from '@app/platform';
import { embeddedTestInfrastructure, startTestService, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { adminService } from '../../src/app.js';
import { FakeAuth } from '../support/fake-auth.js';
import { call, installRequest, OTHER_SERVICE_SCHEMAS, pretendMigrated, sqlQuery } from '../support/harness.js';

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

  it('refuses a PostgreSQL server at the database step, with the message the install would give, whether it answers or not', async () => {
    // audit finding 3: a reachable server passed the test here and was only refused at the last step
    for (const port of [5432, 1]) {
      const database = { type: 'postgresql', host: '127.0.0.1', port, database: 'postgres', username: 'postgres' };
      const { status, body } = await call(running.url, 'POST', '/api/installer/test-database', { body: { database } });
      expect(status).toBe(200);
      expect(body).toEqual({ success: false, error: expect.stringMatching(/^This instance runs on the embedded database; choose Embedded, or set DATABASE_URL/) });
    }
  });

  it('refuses to install on PostgreSQL and says how to run on it', async () => {
    const { status, body } = await call(running.url, 'POST', '/api/installer/install', { body: installRequest() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: expect.stringMatching(/^This instance runs on the embedded database.*DATABASE_URL/) });
  });

  it('an install interrupted by the end of the process can be retried as soon as the process is back', async () => {
    // audit finding 1: the claim of a killed run locked the wizard ('Already installed') for two minutes
    await sqlQuery(
      infra.db!,
      `INSERT INTO "admin"."install_state" ("id", "status", "claimToken", "claimedAt", "databaseType", "adminUserId") VALUES (1, 'installing', gen_random_uuid(), now(), 'embedded', gen_random_uuid()::text)`,
    );
    expect(await call(running.url, 'POST', '/api/installer/install', { body: installRequest({ database: { type: 'embedded' } }) })).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', error: expect.stringMatching(/^An installation is in progress; try again in \d+ seconds?$/) },
    });
    // the restart: one process holds the embedded database, so no earlier run can still be going
    await running.close();
    infra.bus = new MemoryBus(infra.logger);
    auth.serveOn(infra.bus);
    running = await startTestService(adminService, infra);
    await infra.bus.start();
    const [claim] = await sqlQuery<{ status: string; expired: boolean }>(infra.db!, `SELECT "status", "claimedAt" < now() - interval '1 minute' AS "expired" FROM "admin"."install_state"`);
    expect(claim).toEqual({ status: 'installing', expired: true });
    expect(await call(running.url, 'GET', '/api/installer/status')).toMatchObject({ body: { installed: false } });
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
