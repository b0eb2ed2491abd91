import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { DAILY_CHALLENGES_KEY, parseDailyChallenges, type ChallengeSetting } from '@app/contracts';
import { NatsBus, SettingsView } from '@app/platform';
import { startTestService, testServers } from '@app/platform/testing';
import { adminService } from '../../src/app.js';
import { ChallengeStore } from '../../src/application/challenge-store.js';
import { createAdminPrisma } from '../../src/db/client.js';
import { startAdminPanel, type AdminPanel } from '../support/panel.js';
import { call, eventually, sqlQuery } from '../support/harness.js';

const logger = pino({ level: 'silent' });
let panel: AdminPanel;
/** The wallet's process: its own NATS connection and SettingsView, as the challenge engine reads it. */
let walletBus: NatsBus;
let walletView: SettingsView;

beforeAll(async () => {
  panel = await startAdminPanel();
  walletBus = await NatsBus.connect({ url: testServers.natsUrl, service: 'wallet', logger, namespace: panel.infra.namespace });
  walletView = await SettingsView.load(walletBus.kv, logger);
});

afterAll(async () => {
  walletView?.close();
  await walletBus?.close();
  await panel?.close();
});

const valid = { title: 'Play 10 Games', description: 'Play ten casino games today', target: 10, reward: 40, isActive: true };
const put = (challengeId: string, body: unknown) => call<ChallengeSetting & { code?: string; message?: string; field?: string }>(panel.url, 'PUT', `/api/admin/challenges/${challengeId}`, { as: panel.admin.id, body });
const stored = async (challengeId: string) => (await sqlQuery(panel.infra.db!, 'SELECT "title", "target", "reward", "isActive" FROM "admin"."challenge_settings" WHERE "challengeId" = $1', [challengeId]))[0];

describe('the default challenges', () => {
  it('are the three of the spec, all active, seeded on the first start', async () => {
    const { status, body } = await call<ChallengeSetting[]>(panel.url, 'GET', '/api/admin/challenges', { as: panel.admin.id });
    expect(status).toBe(200);
    expect(body.map(({ challengeId, target, reward, type, isActive }) => ({ challengeId, target, reward, type, isActive }))).toEqual([
      { challengeId: 'earn_500_points', target: 500, reward: 50, type: 'earn', isActive: true },
      { challengeId: 'play_5_games', target: 5, reward: 25, type: 'games', isActive: true },
      { challengeId: 'complete_3_offers', target: 3, reward: 100, type: 'offers', isActive: true },
    ]);
  });

  it('reach the wallet through the KV key daily_challenges', async () => {
    await eventually(() => walletView.raw(DAILY_CHALLENGES_KEY) !== undefined, 2000);
    expect(parseDailyChallenges(walletView.raw(DAILY_CHALLENGES_KEY)).map((c) => c.challengeId)).toEqual(['earn_500_points', 'play_5_games', 'complete_3_offers']);
  });

  it('are not seeded again on a later start, even if an admin changed them', async () => {
    expect((await put('play_5_games', { ...valid, target: 7 })).status).toBe(200);
    const restarted = await startTestService(adminService, panel.infra);
    try {
      expect(await stored('play_5_games')).toMatchObject({ target: 7 });
      expect(await sqlQuery(panel.infra.db!, 'SELECT count(*)::int AS "n" FROM "admin"."challenge_settings"')).toEqual([{ n: 3 }]);
    } finally {
      await restarted.close();
    }
  });
});

describe('editing a challenge', () => {
  it.each([
    [{ ...valid, title: '' }, 'title'],
    [{ ...valid, title: '   ' }, 'title'],
    [{ ...valid, description: undefined }, 'description'],
    [{ ...valid, target: '' }, 'target'],
    [{ ...valid, reward: null }, 'reward'],
    [{ ...valid, target: -1, reward: undefined }, 'reward'],
  ])("refuses %j with 'Please fill in all required fields'", async (body, field) => {
    expect(await put('earn_500_points', body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please fill in all required fields', field } });
  });

  it.each([
    [{ ...valid, target: 0 }, 'target'],
    [{ ...valid, target: -5 }, 'target'],
    [{ ...valid, target: 2.5 }, 'target'],
    [{ ...valid, target: 'ten' }, 'target'],
    [{ ...valid, reward: 0 }, 'reward'],
    [{ ...valid, reward: '1e3' }, 'reward'],
  ])("refuses %j with 'Target and reward must be valid positive numbers'", async (body, field) => {
    expect(await put('earn_500_points', body)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Target and reward must be valid positive numbers', field },
    });
  });

  it('refuses a reward or a target over the bound, naming it with its thousands separated', async () => {
    expect(await put('earn_500_points', { ...valid, reward: 5_000_000 })).toMatchObject({ status: 400, body: { message: 'Reward is at most 1,000,000 points', field: 'reward' } });
    expect(await put('earn_500_points', { ...valid, target: 5_000_000_000 })).toMatchObject({ status: 400, body: { message: 'Target is at most 1,000,000,000', field: 'target' } });
  });

  it('changes nothing when refused', async () => {
    await put('earn_500_points', { ...valid, target: 0 });
    expect(await stored('earn_500_points')).toMatchObject({ title: 'Earn 500 Points', target: 500, reward: 50 });
  });

  it('answers 404 for an unknown challenge', async () => {
    expect(await put('no_such_challenge', valid)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('stores a valid edit (numbers from a form accepted as text), audits what changed, and the wallet sees it within a second', async () => {
    const { status, body } = await put('complete_3_offers', { title: 'Complete 4 Offers', description: 'Complete four offers today', target: '4', reward: 120, isActive: false });
    const answeredAt = Date.now();
    expect(status).toBe(200);
    expect(body).toMatchObject({ challengeId: 'complete_3_offers', title: 'Complete 4 Offers', target: 4, reward: 120, isActive: false, type: 'offers' });
    const audit = await sqlQuery(panel.infra.db!, `SELECT "adminId", "action", "targetType", "targetId", "details", "ipAddress", "status" FROM "admin"."admin_actions" WHERE "targetId" = 'complete_3_offers'`);
    expect(audit).toEqual([
      {
        adminId: panel.admin.id,
        action: 'challenge.updated',
        targetType: 'challenge',
        targetId: 'complete_3_offers',
        ipAddress: '127.0.0.1',
        status: 'done',
        details: {
          challengeId: 'complete_3_offers',
          from: { title: 'Complete 3 Offers', description: 'Complete 3 offers today', target: 3, reward: 100, isActive: true },
          to: { title: 'Complete 4 Offers', description: 'Complete four offers today', target: 4, reward: 120, isActive: false },
        },
      },
    ]);
    await eventually(() => parseDailyChallenges(walletView.raw(DAILY_CHALLENGES_KEY)).find((c) => c.challengeId === 'complete_3_offers')?.target === 4, 1000);
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    expect(parseDailyChallenges(walletView.raw(DAILY_CHALLENGES_KEY)).find((c) => c.challengeId === 'complete_3_offers')).toMatchObject({ isActive: false, reward: 120 });
  });

  it('keeps isActive when the edit leaves it out', async () => {
    const { title, description, target, reward } = valid;
    expect(await put('complete_3_offers', { title, description, target, reward })).toMatchObject({ status: 200, body: { isActive: false } });
  });

  it('ten concurrent edits of one challenge: the audit entries form one chain and KV ends with the stored edit', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => put('earn_500_points', { ...valid, title: 'Earn', target: 1000 + i })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const chain = (
      await sqlQuery<{ details: { from: { target?: number }; to: { target?: number } } }>(
        panel.infra.db!,
        `SELECT "details" FROM "admin"."admin_actions" WHERE "targetId" = 'earn_500_points' AND "details"->'to' ? 'target' ORDER BY "seq"`,
      )
    ).map((r) => r.details);
    expect(chain[0]!.from.target).toBe(500);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.from.target).toBe(chain[i - 1]!.to.target);
    const final = (await stored('earn_500_points'))!.target;
    expect(final).toBe(chain.at(-1)!.to.target);
    await eventually(() => parseDailyChallenges(walletView.raw(DAILY_CHALLENGES_KEY)).find((c) => c.challengeId === 'earn_500_points')?.target === final, 1000);
  });

  it('cannot be bypassed through the settings: daily_challenges is not a setting', async () => {
    const { status, body } = await call(panel.url, 'PUT', `/api/admin/settings/${DAILY_CHALLENGES_KEY}`, { as: panel.admin.id, body: { value: '{"challenges":[]}' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'key', message: 'daily_challenges is edited on the Daily Challenges tab, not as a setting' });
    expect(parseDailyChallenges(await panel.infra.bus.kv.get(DAILY_CHALLENGES_KEY))).toHaveLength(3);
  });
});

describe('the KV mirror of the challenges', () => {
  it('puts back a lost or altered document on the next pass, and leaves a matching one alone', async () => {
    const prisma = createAdminPrisma(panel.infra.db!);
    const store = new ChallengeStore(prisma, panel.infra.bus.kv, logger);
    try {
      expect(await store.mirror()).toBe(false);
      const good = await panel.infra.bus.kv.get(DAILY_CHALLENGES_KEY);
      await panel.infra.bus.kv.delete(DAILY_CHALLENGES_KEY);
      expect(await store.mirror()).toBe(true);
      expect(await panel.infra.bus.kv.get(DAILY_CHALLENGES_KEY)).toBe(good);
      await panel.infra.bus.kv.put(DAILY_CHALLENGES_KEY, 'garbage');
      store.startMirroring(100);
      await eventually(async () => (await panel.infra.bus.kv.get(DAILY_CHALLENGES_KEY)) === good, 2000);
    } finally {
      await store.stopMirroring();
      await prisma.$disconnect();
    }
  });
});
