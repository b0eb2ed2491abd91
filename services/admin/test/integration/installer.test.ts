import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributedTestInfrastructure, startTestService, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { INSTALLED_KV_KEY } from '@app/platform';
import { adminService } from '../../src/app.js';
import { FakeAuth } from '../support/fake-auth.js';
import { call, installRequest, OTHER_SERVICE_SCHEMAS, pretendMigrated, sqlQuery } from '../support/harness.js';

let infra: TestInfrastructure;
let running: RunningTestService | null = null;
const auth = new FakeAuth();

beforeAll(async () => {
  infra = await distributedTestInfrastructure([adminService], { redis: false });
  auth.serveOn(infra.bus);
  await infra.bus.start();
});

afterAll(async () => {
  await running?.close();
  await infra?.cleanup();
});

/** A new admin instance on a database where nothing is installed yet and every service has migrated. */
async function freshInstance(): Promise<string> {
  await running?.close();
  await sqlQuery(infra.db!, 'TRUNCATE "admin"."install_state", "admin"."settings", "admin"."admin_actions"');
  await pretendMigrated(infra.db!, OTHER_SERVICE_SCHEMAS);
  auth.users.clear();
  auth.adminsCreated = 0;
  auth.adminsTakenOver = 0;
  auth.failCreates = false;
  running = await startTestService(adminService, infra);
  return running.url;
}

const unreachable = { type: 'postgresql', host: '127.0.0.1', port: 1, database: 'postgres', username: 'postgres', password: '' };

describe('installer before the install', () => {
  let url: string;
  beforeAll(async () => {
    url = await freshInstance();
  });

  it('reports not installed and that this instance runs on PostgreSQL', async () => {
    expect(await call(url, 'GET', '/api/installer/status')).toEqual({ status: 200, body: { installed: false, runtimeDatabase: 'postgresql' } });
  });

  it('describes the system it runs on', async () => {
    const { status, body } = await call(url, 'GET', '/api/installer/system-info');
    expect(status).toBe(200);
    expect(body).toMatchObject({ node: process.version, platform: process.platform, arch: process.arch, env: expect.any(String), memory: { rss: expect.any(Number) } });
  });

  it('generates a fresh 48-byte secret as hex on every call', async () => {
    const a = await call<{ secret: string }>(url, 'GET', '/api/installer/generate-secret');
    const b = await call<{ secret: string }>(url, 'GET', '/api/installer/generate-secret');
    expect(a.body.secret).toMatch(/^[0-9a-f]{96}$/);
    expect(b.body.secret).not.toBe(a.body.secret);
  });

  /** The database this instance runs on, as the wizard's form would name it. */
  const thisDatabase = () => {
    const { hostname, port, pathname, username } = new URL((infra.db as { url: string }).url);
    return { type: 'postgresql', host: hostname, port: Number(port || 5432), database: decodeURIComponent(pathname.slice(1)), username: decodeURIComponent(username), password: '' };
  };

  it('connects for real to the PostgreSQL server and database this instance runs on', async () => {
    expect(await call(url, 'POST', '/api/installer/test-database', { body: { database: thisDatabase() } })).toEqual({ status: 200, body: { success: true } });
  });

  // design audit: any reachable server answered "success", though the install goes to DATABASE_URL whatever the wizard names
  it('refuses a server that answers but is not the database this instance runs on', async () => {
    const other = { ...thisDatabase(), database: 'postgres' };
    expect(await call(url, 'POST', '/api/installer/test-database', { body: { database: other } })).toEqual({
      status: 200,
      body: { success: false, error: 'Connected, but this is not the database this instance runs on: enter the server and database that DATABASE_URL names, where the install will go' },
    });
  });

  it("answers an unreachable server with the driver's error, not an HTTP error", async () => {
    const { status, body } = await call(url, 'POST', '/api/installer/test-database', { body: { database: unreachable } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('gives a readable error for a host name with several addresses (localhost)', async () => {
    const { body } = await call(url, 'POST', '/api/installer/test-database', { body: { database: { ...unreachable, host: 'localhost' } } });
    expect(body).toEqual({ success: false, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('reports a non-existent database by its driver message', async () => {
    const database = { type: 'postgresql', host: '127.0.0.1', port: 5432, database: 'no_such_db_here', username: 'postgres', password: '' };
    const { body } = await call(url, 'POST', '/api/installer/test-database', { body: { database } });
    expect(body).toEqual({ success: false, error: 'database "no_such_db_here" does not exist' });
  });

  it('refuses the embedded database on an instance that runs on PostgreSQL', async () => {
    for (const type of ['embedded', 'sqlite']) {
      const { body } = await call(url, 'POST', '/api/installer/test-database', { body: { database: { type } } });
      expect(body).toEqual({ success: false, error: 'This instance runs on PostgreSQL (DATABASE_URL); choose PostgreSQL' });
    }
  });

  it('answers an invalid database step with a 400 naming the field', async () => {
    const { status, body } = await call(url, 'POST', '/api/installer/test-database', { body: { database: { ...unreachable, host: '' } } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'database.host', success: false, error: 'database.host: Host is required' });
  });

  it('answers an invalid install body with a 400 naming the field, in both error shapes', async () => {
    const { status, body } = await call(url, 'POST', '/api/installer/install', { body: installRequest({ app: { sendgridApiKey: '' } }) });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'app.sendgridApiKey',
      error: 'app.sendgridApiKey: SendGrid API key and sender email are required when email is enabled',
    });
  });

  it('refuses the admin routes, even to an administrator, until the install has completed', async () => {
    // audit finding 1: the admin account of an interrupted install could use the admin API on an uninstalled site
    const early = auth.addUser({ isAdmin: true, username: 'early_admin' });
    for (const path of ['/api/admin/settings', '/api/admin/stats']) {
      expect(await call(url, 'GET', path, { as: early.id })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: 'This site is not set up yet: finish the installer first' } });
    }
    expect(await call(url, 'PUT', '/api/admin/settings/signup_bonus', { as: early.id, body: { value: 5 } })).toMatchObject({ status: 403 });
    expect(await call(url, 'GET', '/api/admin/settings')).toMatchObject({ status: 401 });
    expect(await infra.bus.kv.get(INSTALLED_KV_KEY)).toBeNull();
    auth.users.delete(early.id);
  });

  it('refuses to install on the embedded database when it runs on PostgreSQL, and claims nothing', async () => {
    const { status, body } = await call(url, 'POST', '/api/installer/install', { body: installRequest({ database: { type: 'sqlite', filename: './data/database.sqlite' } }) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST', error: expect.stringMatching(/^This instance runs on PostgreSQL \(DATABASE_URL\); choose PostgreSQL/) });
    expect(await sqlQuery(infra.db!, 'SELECT * FROM "admin"."install_state"')).toEqual([]);
    expect(auth.adminsCreated).toBe(0);
  });
});

describe('concurrent installs', () => {
  it('twenty at once over two replicas: exactly one succeeds, the admin is created once, the others get 409', async () => {
    const url = await freshInstance();
    const replica = await startTestService(adminService, infra);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? replica.url : url, 'POST', '/api/installer/install', { body: installRequest({ app: { siteName: `Casino ${i}` } }) }),
      ),
    ).finally(() => replica.close());
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body).toEqual({ success: true });
    expect(lost).toHaveLength(19);
    // while the winner runs: in progress, for how long at most; once it is done: installed
    for (const a of lost) {
      expect([
        { code: 'ALREADY_INSTALLED', message: 'Already installed' },
        { code: 'CONFLICT', message: expect.stringMatching(/^An installation is in progress; try again in (1[0-5]|[1-9]) seconds?$/) },
      ]).toContainEqual({ code: a.body.code, message: a.body.message });
      expect(a).toMatchObject({ status: 409, body: { success: false, error: a.body.message } });
    }
    expect(lost.some((a) => a.body.code === 'CONFLICT')).toBe(true);

    expect(auth.adminsCreated).toBe(1);
    const [admin] = [...auth.users.values()];
    const [state] = await sqlQuery(infra.db!, 'SELECT "status", "adminUserId", "databaseType", "installedAt" FROM "admin"."install_state"');
    expect(state).toMatchObject({ status: 'installed', adminUserId: admin!.id, databaseType: 'postgresql', installedAt: expect.any(Date) });
    const completed = await sqlQuery(infra.db!, `SELECT "adminId", "ipAddress" FROM "admin"."admin_actions" WHERE "action" = 'installer.completed'`);
    expect(completed).toEqual([{ adminId: admin!.id, ipAddress: '127.0.0.1' }]);
    expect(await call(url, 'GET', '/api/installer/status')).toMatchObject({ body: { installed: true } });
  });
});

describe('installer after the install', () => {
  let url: string;
  let adminId: string;
  beforeAll(async () => {
    url = await freshInstance();
    expect((await call(url, 'POST', '/api/installer/install', { body: installRequest() })).status).toBe(200);
    adminId = [...auth.users.values()][0]!.id;
  });

  it('still answers status, now installed', async () => {
    expect(await call(url, 'GET', '/api/installer/status')).toEqual({ status: 200, body: { installed: true, runtimeDatabase: 'postgresql' } });
  });

  it('told every service through the settings KV (auth opens registration on it)', async () => {
    expect(await infra.bus.kv.get(INSTALLED_KV_KEY)).toBe('installed');
    // a lost KV (NATS restarted without its store) is refilled when an instance starts
    await infra.bus.kv.delete(INSTALLED_KV_KEY);
    const other = await startTestService(adminService, infra);
    await other.close();
    expect(await infra.bus.kv.get(INSTALLED_KV_KEY)).toBe('installed');
  });

  it.each([
    ['GET', '/api/installer/system-info', undefined],
    ['GET', '/api/installer/generate-secret', undefined],
    ['POST', '/api/installer/test-database', { database: { type: 'postgresql', host: '127.0.0.1', port: 5432, database: 'postgres', username: 'postgres' } }],
    ['POST', '/api/installer/install', installRequest({ admin: { username: 'second_admin', email: 'second@example.test' } })],
  ])('answers %s %s with 409 Already installed', async (method, path, body) => {
    expect(await call(url, method, path, { body })).toMatchObject({ status: 409, body: { code: 'ALREADY_INSTALLED', message: 'Already installed' } });
    expect(auth.adminsCreated).toBe(1);
  });

  it('stays locked for a new instance (another replica, a restart)', async () => {
    const other = await startTestService(adminService, infra);
    try {
      expect(await call(other.url, 'GET', '/api/installer/system-info')).toMatchObject({ status: 409, body: { code: 'ALREADY_INSTALLED' } });
    } finally {
      await other.close();
    }
  });

  it('wrote the app settings through the store: in the database, in KV, with the SendGrid key hidden', async () => {
    expect(await infra.bus.kv.get('site_name')).toBe('Test Casino');
    expect(await infra.bus.kv.get('email_enabled')).toBe('true');
    const { status, body } = await call<{ key: string; value: string; isSet: boolean }[]>(url, 'GET', '/api/admin/settings', { as: adminId });
    expect(status).toBe(200);
    const byKey = new Map(body.map((e) => [e.key, e]));
    expect(byKey.get('site_name')).toMatchObject({ value: 'Test Casino', isSet: true });
    expect(byKey.get('site_url')).toMatchObject({ value: 'https://casino.example.test' });
    expect(byKey.get('email_from')).toMatchObject({ value: 'noreply@example.test' });
    expect(byKey.get('sendgrid_api_key')).toMatchObject({ value: '', isSet: true });
  });

  it('audited each setting without the secret, and never stored the session secret', async () => {
    const rows = await sqlQuery<{ action: string; details: unknown }>(infra.db!, 'SELECT "action", "details" FROM "admin"."admin_actions" ORDER BY "seq"');
    expect(rows.map((r) => r.action)).toEqual([...Array(5).fill('setting.updated'), 'installer.completed']);
    expect(JSON.stringify(rows)).not.toContain('install-secret');
    const stored = JSON.stringify(await sqlQuery(infra.db!, 'SELECT * FROM "admin"."settings"'));
    expect(stored).not.toContain('ignored-session-secret');
  });
});

describe('an install that keeps some defaults', () => {
  it('audits only the settings it changed, not those left at their default', async () => {
    const url = await freshInstance();
    // site_name changes; site_url, email_enabled, email_from and sendgrid_api_key stay at their defaults
    const request = installRequest({ app: { siteUrl: '', emailEnabled: false, sendgridApiKey: undefined, emailFrom: undefined } });
    expect(await call(url, 'POST', '/api/installer/install', { body: request })).toEqual({ status: 200, body: { success: true } });
    const rows = await sqlQuery<{ action: string; details: { key?: string } }>(infra.db!, 'SELECT "action", "details" FROM "admin"."admin_actions" ORDER BY "seq"');
    expect(rows.map((r) => [r.action, r.details.key ?? null])).toEqual([
      ['setting.updated', 'site_name'],
      ['installer.completed', null],
    ]);
  });
});

describe('installs that fail give the claim back', () => {
  it("answers a taken admin username with 400 and auth's message, then lets the wizard retry", async () => {
    const url = await freshInstance();
    auth.addUser({ username: 'site_admin', email: 'someone@example.test' });
    const refused = await call(url, 'POST', '/api/installer/install', { body: installRequest() });
    expect(refused).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST', error: 'Username already taken' } });
    expect(await call(url, 'GET', '/api/installer/status')).toMatchObject({ body: { installed: false } });
    expect(await sqlQuery(infra.db!, `SELECT 1 FROM "admin"."install_state" WHERE "status" = 'installed' OR "claimedAt" > now() - interval '1 hour'`)).toEqual([]);

    const retried = await call(url, 'POST', '/api/installer/install', { body: installRequest({ admin: { username: 'real_admin' } }) });
    expect(retried).toEqual({ status: 200, body: { success: true } });
  });

  it('names the services whose migrations are missing, then installs once they are applied', async () => {
    const url = await freshInstance();
    await sqlQuery(infra.db!, 'DROP SCHEMA "wallet" CASCADE');
    await sqlQuery(infra.db!, 'DELETE FROM "games"."_migrations"');
    const refused = await call(url, 'POST', '/api/installer/install', { body: installRequest() });
    expect(refused).toMatchObject({ status: 503, body: { success: false, code: 'UNAVAILABLE', error: expect.stringContaining('migrations of: wallet, games.') } });
    expect(auth.adminsCreated).toBe(0);

    await pretendMigrated(infra.db!, OTHER_SERVICE_SCHEMAS);
    expect(await call(url, 'POST', '/api/installer/install', { body: installRequest() })).toEqual({ status: 200, body: { success: true } });
  });

  it('answers 503 and releases the claim when auth does not answer', async () => {
    // A bus of its own, where nobody serves auth.v1.admin.create.
    const lonely = await distributedTestInfrastructure([adminService], { redis: false });
    const instance = await startTestService(adminService, lonely);
    try {
      await pretendMigrated(lonely.db!, OTHER_SERVICE_SCHEMAS);
      const refused = await call(instance.url, 'POST', '/api/installer/install', { body: installRequest() });
      expect(refused).toMatchObject({ status: 503, body: { success: false, code: 'UNAVAILABLE' } });
      expect(await sqlQuery(lonely.db!, `SELECT 1 FROM "admin"."install_state" WHERE "status" = 'installed' OR "claimedAt" > now() - interval '1 hour'`)).toEqual([]);
    } finally {
      await instance.close();
      await lonely.cleanup();
    }
  });
});

describe('an install claim left behind', () => {
  const leaveClaim = (ageSeconds: number, adminUserId: string | null = null) =>
    sqlQuery(
      infra.db!,
      `INSERT INTO "admin"."install_state" ("id", "status", "claimToken", "claimedAt", "databaseType", "adminUserId")
       VALUES (1, 'installing', gen_random_uuid(), now() - make_interval(secs => $1), 'postgresql', $2)`,
      [ageSeconds, adminUserId],
    );

  it('answers a live claim with "in progress" and how long at most, and takes over one whose lease ran out', async () => {
    // audit finding 1: an interrupted install answered 'Already installed' for two minutes
    const url = await freshInstance();
    await leaveClaim(5);
    const busy = await call(url, 'POST', '/api/installer/install', { body: installRequest() });
    expect(busy).toMatchObject({ status: 409, body: { code: 'CONFLICT', success: false, error: expect.stringMatching(/^An installation is in progress; try again in (9|10|11) seconds$/) } });
    expect(auth.adminsCreated).toBe(0);

    await sqlQuery(infra.db!, `UPDATE "admin"."install_state" SET "claimedAt" = now() - interval '16 seconds'`);
    expect(await call(url, 'POST', '/api/installer/install', { body: installRequest() })).toEqual({ status: 200, body: { success: true } });
    expect(auth.adminsCreated).toBe(1);
  });

  it('a retry takes over the admin account the interrupted run created, under another name and password, leaving no second admin', async () => {
    const url = await freshInstance();
    // the dead run recorded its admin's id, and auth created that account, before the process was killed
    const orphan = auth.addUser({ isAdmin: true, username: 'crash_admin', email: 'crash@example.test' });
    await leaveClaim(60, orphan.id);
    expect(await call(url, 'GET', '/api/installer/status')).toMatchObject({ body: { installed: false } });
    expect(await call(url, 'GET', '/api/admin/settings', { as: orphan.id })).toMatchObject({ status: 403 });

    const retried = await call(url, 'POST', '/api/installer/install', { body: installRequest({ admin: { username: 'real_admin', email: 'real@example.test' } }) });
    expect(retried).toEqual({ status: 200, body: { success: true } });
    expect(auth.adminsCreated).toBe(0);
    expect(auth.adminsTakenOver).toBe(1);
    expect([...auth.users.values()].filter((u) => u.isAdmin)).toEqual([expect.objectContaining({ id: orphan.id, username: 'real_admin', email: 'real@example.test' })]);
    expect(await sqlQuery(infra.db!, 'SELECT "status", "adminUserId" FROM "admin"."install_state"')).toEqual([{ status: 'installed', adminUserId: orphan.id }]);
    expect(await call(url, 'GET', '/api/admin/settings', { as: orphan.id })).toMatchObject({ status: 200 });
  });

  it('a failed run keeps the id of the admin it may have created, and the retry at once uses it again', async () => {
    const url = await freshInstance();
    auth.failCreates = true;
    expect(await call(url, 'POST', '/api/installer/install', { body: installRequest() })).toMatchObject({ status: 503 });
    const [failed] = await sqlQuery<{ adminUserId: string }>(infra.db!, 'SELECT "adminUserId" FROM "admin"."install_state"');
    expect(failed!.adminUserId).toMatch(/^[0-9a-f-]{36}$/);
    auth.failCreates = false;
    expect(await call(url, 'POST', '/api/installer/install', { body: installRequest() })).toEqual({ status: 200, body: { success: true } });
    expect([...auth.users.keys()]).toEqual([failed!.adminUserId]);
  });
});
