import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { settingsCatalogue, type SettingEntry } from '@app/contracts';
import { NatsBus, SettingsView } from '@app/platform';
import { distributedTestInfrastructure, startTestService, testServers, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { adminService } from '../../src/app.js';
import { SettingsStore } from '../../src/application/settings-store.js';
import { createAdminPrisma } from '../../src/db/client.js';
import { FakeAuth } from '../support/fake-auth.js';
import { call, eventually, pretendInstalled, sqlQuery } from '../support/harness.js';

const logger = pino({ level: 'silent' });
let infra: TestInfrastructure;
let running: RunningTestService;
/** Another service's process: its own NATS connection in the same namespace, with its SettingsView. */
let walletBus: NatsBus;
let walletView: SettingsView;
const auth = new FakeAuth();
const admin = auth.addUser({ isAdmin: true });
const player = auth.addUser();
const bannedAdmin = auth.addUser({ isAdmin: true, isBanned: true });

beforeAll(async () => {
  infra = await distributedTestInfrastructure([adminService], { redis: false });
  auth.serveOn(infra.bus);
  // the admin routes answer on an installed site only
  await pretendInstalled(infra.db!, admin.id);
  running = await startTestService(adminService, infra);
  await infra.bus.start();
  walletBus = await NatsBus.connect({ url: testServers.natsUrl, service: 'wallet', logger, namespace: infra.namespace });
  walletView = await SettingsView.load(walletBus.kv, logger);
});

afterAll(async () => {
  walletView?.close();
  await walletBus?.close();
  await running?.close();
  await infra?.cleanup();
});

const auditRows = (key: string) =>
  sqlQuery<{ adminId: string; action: string; details: Record<string, unknown>; ipAddress: string | null }>(
    infra.db!,
    `SELECT "adminId", "action", "details", "ipAddress" FROM "admin"."admin_actions" WHERE "details"->>'key' = $1 ORDER BY "seq"`,
    [key],
  );
const storedValue = async (key: string) => (await sqlQuery<{ value: string }>(infra.db!, 'SELECT "value" FROM "admin"."settings" WHERE "key" = $1', [key]))[0]?.value;

describe('who may use the settings', () => {
  it('answers a visitor with 401', async () => {
    expect(await call(running.url, 'GET', '/api/admin/settings')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await call(running.url, 'PUT', '/api/admin/settings/signup_bonus', { body: { value: '5' } })).toMatchObject({ status: 401 });
  });

  it('answers a player, a banned admin and an unknown user with 403 Admin access required', async () => {
    for (const as of [player.id, bannedAdmin.id, 'no-such-user']) {
      expect(await call(running.url, 'GET', '/api/admin/settings', { as })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: 'Admin access required' } });
      expect(await call(running.url, 'PUT', '/api/admin/settings/signup_bonus', { as, body: { value: '5' } })).toMatchObject({ status: 403 });
    }
    expect(await storedValue('signup_bonus')).toBeUndefined();
  });

  it('takes access away from a demoted admin within a second (auth is asked, not a session copy)', async () => {
    const demoted = auth.addUser({ isAdmin: true });
    expect((await call(running.url, 'GET', '/api/admin/settings', { as: demoted.id })).status).toBe(200);
    auth.users.set(demoted.id, { ...demoted, isAdmin: false });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await call(running.url, 'GET', '/api/admin/settings', { as: demoted.id })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});

describe('reading the settings', () => {
  it('lists every catalogue key with its default and description, then stored free-form keys', async () => {
    expect((await call(running.url, 'PUT', '/api/admin/settings/home.banner', { as: admin.id, body: { value: 'Welcome!', description: 'Banner text' } })).status).toBe(200);
    const { status, body } = await call<SettingEntry[]>(running.url, 'GET', '/api/admin/settings', { as: admin.id });
    expect(status).toBe(200);
    expect(body.slice(0, Object.keys(settingsCatalogue).length).map((e) => e.key)).toEqual(Object.keys(settingsCatalogue));
    expect(body.find((e) => e.key === 'rain_default_duration_ms')).toEqual({
      key: 'rain_default_duration_ms',
      value: '15000',
      description: settingsCatalogue.rain_default_duration_ms.description,
      updatedAt: null,
      secret: false,
      isSet: false,
    });
    expect(body.at(-1)).toMatchObject({ key: 'home.banner', value: 'Welcome!', description: 'Banner text', isSet: true, updatedAt: expect.any(String) });
  });

  it('hides a secret in every answer and in the audit log, showing only that it is set', async () => {
    const put = await call<SettingEntry>(running.url, 'PUT', '/api/admin/settings/sendgrid_api_key', { as: admin.id, body: { value: 'SG.very-secret' } });
    expect(put).toMatchObject({ status: 200, body: { key: 'sendgrid_api_key', value: '', secret: true, isSet: true } });
    const { body } = await call<SettingEntry[]>(running.url, 'GET', '/api/admin/settings', { as: admin.id });
    expect(body.find((e) => e.key === 'sendgrid_api_key')).toMatchObject({ value: '', secret: true, isSet: true });
    expect(JSON.stringify(body)).not.toContain('very-secret');
    expect(JSON.stringify(await auditRows('sendgrid_api_key'))).not.toContain('very-secret');
    expect(await storedValue('sendgrid_api_key')).toBe('SG.very-secret');
  });
});

describe('changing a setting', () => {
  it("refuses signup_bonus 'abc' with a 400 naming signup_bonus, and writes nothing", async () => {
    const { status, body } = await call(running.url, 'PUT', '/api/admin/settings/signup_bonus', { as: admin.id, body: { value: 'abc' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^signup_bonus: /) });
    expect(await storedValue('signup_bonus')).toBeUndefined();
    expect(await auditRows('signup_bonus')).toEqual([]);
  });

  it('refuses signup_bonus -5 with a 400 naming the bound, and writes nothing', async () => {
    const { status, body } = await call(running.url, 'PUT', '/api/admin/settings/signup_bonus', { as: admin.id, body: { value: '-5' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'signup_bonus: must be at least 0' });
    expect(await auditRows('signup_bonus')).toEqual([]);
  });

  it('refuses a malformed key with a 400 on the key field', async () => {
    const { status, body } = await call(running.url, 'PUT', '/api/admin/settings/Bad%20Key', { as: admin.id, body: { value: 'x' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'key' });
  });

  it('refuses a body without a value with a 400 naming value', async () => {
    expect(await call(running.url, 'PUT', '/api/admin/settings/signup_bonus', { as: admin.id, body: {} })).toMatchObject({ status: 400, body: { field: 'value' } });
  });

  it('stores a valid value with its audit entry, and every service sees it within a second', async () => {
    const { status, body } = await call<SettingEntry>(running.url, 'PUT', '/api/admin/settings/signup_bonus', { as: admin.id, body: { value: '250', description: 'x' } });
    const answeredAt = Date.now();
    expect(status).toBe(200);
    expect(body).toMatchObject({ key: 'signup_bonus', value: '250', isSet: true, description: settingsCatalogue.signup_bonus.description });
    expect(await auditRows('signup_bonus')).toEqual([{ adminId: admin.id, action: 'setting.updated', details: { key: 'signup_bonus', from: '100', to: '250', wasDefault: true }, ipAddress: '127.0.0.1' }]);
    await eventually(() => walletView.get('signup_bonus') === 250, 1000);
    expect(Date.now() - answeredAt).toBeLessThan(1000);
  });

  it('accepts a number from a form as its text and records the previous value', async () => {
    expect(await call(running.url, 'PUT', '/api/admin/settings/signup_bonus', { as: admin.id, body: { value: 300 } })).toMatchObject({ status: 200, body: { value: '300' } });
    expect((await auditRows('signup_bonus')).at(-1)?.details).toEqual({ key: 'signup_bonus', from: '250', to: '300' });
    await eventually(() => walletView.get('signup_bonus') === 300, 1000);
  });

  it('leaves the setting unchanged when its audit entry cannot be written (one transaction)', async () => {
    await sqlQuery(
      infra.db!,
      `CREATE FUNCTION "admin".refuse_probe() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$;
       CREATE TRIGGER refuse_probe BEFORE INSERT ON "admin"."admin_actions" FOR EACH ROW WHEN (NEW."details"->>'key' = 'audit.probe') EXECUTE FUNCTION "admin".refuse_probe();`,
    );
    try {
      expect((await call(running.url, 'PUT', '/api/admin/settings/audit.probe', { as: admin.id, body: { value: 'v' } })).status).toBe(500);
      expect(await storedValue('audit.probe')).toBeUndefined();
      expect(await infra.bus.kv.get('audit.probe')).toBeNull();
    } finally {
      await sqlQuery(infra.db!, 'DROP TRIGGER refuse_probe ON "admin"."admin_actions"; DROP FUNCTION "admin".refuse_probe()');
    }
  });

  it('twenty concurrent changes of one key: the audit entries form one chain and KV ends with the stored value', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(running.url, 'PUT', '/api/admin/settings/withdrawal_daily_limit', { as: admin.id, body: { value: String(1000 + i) } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const chain = (await auditRows('withdrawal_daily_limit')).map((r) => r.details as { from: string | null; to: string; wasDefault?: boolean });
    expect(chain).toHaveLength(20);
    // the first change replaced the default
    expect(chain[0]).toMatchObject({ from: '5000', wasDefault: true });
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.from).toBe(chain[i - 1]!.to);
    const final = await storedValue('withdrawal_daily_limit');
    expect(final).toBe(chain.at(-1)!.to);
    await eventually(() => walletView.get('withdrawal_daily_limit') === Number(final), 1000);
    expect(await infra.bus.kv.get('withdrawal_daily_limit')).toBe(final);
  });
});

describe('the KV mirror', () => {
  it('gives a service that starts later every stored setting at once', async () => {
    const lateBus = await NatsBus.connect({ url: testServers.natsUrl, service: 'games', logger, namespace: infra.namespace });
    const lateView = await SettingsView.load(lateBus.kv, logger);
    try {
      const stored = await sqlQuery<{ key: string; value: string }>(infra.db!, 'SELECT "key", "value" FROM "admin"."settings"');
      expect(stored.length).toBeGreaterThanOrEqual(4);
      for (const { key, value } of stored) expect(lateView.raw(key), key).toBe(value);
      expect(lateView.get('signup_bonus')).toBe(300);
    } finally {
      lateView.close();
      await lateBus.close();
    }
  });

  it('puts back on start a stored setting the KV bucket lost', async () => {
    await infra.bus.kv.delete('signup_bonus');
    const restarted = await startTestService(adminService, infra);
    try {
      expect(await infra.bus.kv.get('signup_bonus')).toBe('300');
      await eventually(() => walletView.get('signup_bonus') === 300, 1000);
    } finally {
      await restarted.close();
    }
  });

  it('repairs a KV value that differs from the database, and leaves matching ones alone', async () => {
    const prisma = createAdminPrisma(infra.db!);
    const store = new SettingsStore(prisma, infra.bus.kv, logger);
    try {
      expect(await store.mirrorAll()).toBe(0);
      await infra.bus.kv.put('signup_bonus', '999');
      expect(await store.mirrorAll()).toBe(1);
      expect(await infra.bus.kv.get('signup_bonus')).toBe('300');
    } finally {
      await prisma.$disconnect();
    }
  });

  it('repeats the repair on a timer', async () => {
    const prisma = createAdminPrisma(infra.db!);
    const store = new SettingsStore(prisma, infra.bus.kv, logger);
    try {
      await infra.bus.kv.put('signup_bonus', '1');
      store.startMirroring(100);
      await eventually(async () => (await infra.bus.kv.get('signup_bonus')) === '300', 2000);
    } finally {
      await store.stopMirroring();
      await prisma.$disconnect();
    }
  });
});
