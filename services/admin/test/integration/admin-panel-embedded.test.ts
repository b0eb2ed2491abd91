import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_CHALLENGES_KEY, parseDailyChallenges, type EventData, type EventEnvelope, type EventType, type PublicStatsResponse } from '@app/contracts';
import { startAdminPanel, type AdminPanel } from '../support/panel.js';
import { call, eventually, sqlQuery } from '../support/harness.js';

// The embedded mode: one PGlite database (a single connection, where a transaction holds everything)
// and the in-process bus, whose publish waits for the consumers.
let panel: AdminPanel;

beforeAll(async () => {
  panel = await startAdminPanel('embedded');
});

afterAll(async () => {
  await panel?.close();
});

function envelope<T extends EventType>(type: T, data: EventData<T>): EventEnvelope<T> {
  return { id: randomUUID(), type, version: 'v1', occurredAt: new Date().toISOString(), data };
}

describe('the admin panel on the embedded database', () => {
  it('seeds the default challenges and mirrors them to the KV key', async () => {
    expect(parseDailyChallenges(await panel.infra.bus.kv.get(DAILY_CHALLENGES_KEY)).map((c) => c.challengeId)).toEqual(['earn_500_points', 'play_5_games', 'complete_3_offers']);
    expect((await call(panel.url, 'PUT', '/api/admin/challenges/play_5_games', { as: panel.admin.id, body: { title: 'Play 6', description: 'Six games', target: 6, reward: 30 } })).status).toBe(200);
    expect(parseDailyChallenges(await panel.infra.bus.kv.get(DAILY_CHALLENGES_KEY)).find((c) => c.challengeId === 'play_5_games')?.target).toBe(6);
  });

  it('adjusts points through the wallet with the action id as the key, ten at once, without holding the database', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call<{ actionId: string }>(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body: { amount: 10, reason: 'embedded' } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(panel.wallet.balances.get(user.id)).toBe(100);
    expect(panel.wallet.applied.filter((m) => m.userId === user.id).map((m) => m.operationId).sort()).toEqual(answers.map((a) => a.body.actionId).sort());
  });

  it('re-sends an unanswered action from the retry pass, applying it once', async () => {
    const user = panel.auth.addUser();
    panel.wallet.balances.set(user.id, 0);
    // The live call makes two attempts (it asks the bus for one retry); both answers are lost, so only
    // the retry pass can finish the action.
    panel.wallet.loseReplies('wallet.v1.credit', 2);
    expect((await call(panel.url, 'POST', `/api/admin/users/${user.id}/adjust-points`, { as: panel.admin.id, body: { amount: 33, reason: 'lost' } })).status).toBe(503);
    const [pending] = await sqlQuery<{ id: string }>(panel.infra.db!, `SELECT "id" FROM "admin"."admin_actions" WHERE "targetUserId" = $1 AND "status" = 'pending'`, [user.id]);
    await sqlQuery(panel.infra.db!, `UPDATE "admin"."admin_actions" SET "nextAttemptAt" = now() WHERE "id" = $1`, [pending!.id]);
    await eventually(async () => (await sqlQuery(panel.infra.db!, `SELECT 1 FROM "admin"."admin_actions" WHERE "id" = $1 AND "status" = 'done'`, [pending!.id])).length === 1, 15_000);
    expect(panel.wallet.balances.get(user.id)).toBe(33);
    expect(panel.wallet.applied.filter((m) => m.userId === user.id)).toHaveLength(1);
  });

  it('keeps the public stats from events, counting a repeated event once', async () => {
    const round = envelope('games.bet.settled', {
      roundId: randomUUID(),
      userId: randomUUID(),
      username: 'p',
      game: 'keno',
      stake: 5,
      payout: 0,
      multiplier: 0,
      isWin: false,
      settledAt: new Date().toISOString(),
    });
    await panel.infra.bus.publish(round);
    await panel.infra.bus.publish(envelope('wallet.withdrawal.updated', { withdrawalId: randomUUID(), userId: randomUUID(), status: 'completed', amount: 2500, method: 'robux' }));
    // Published again under the same id (an outbox replay): counted once.
    await panel.infra.bus.publish({ ...round });
    const { body } = await call<PublicStatsResponse>(panel.url, 'GET', '/api/public/stats');
    expect(body).toMatchObject({ totalGamesPlayed: 1, totalPaidOut: 2500 });
  });

  it('still refuses a player', async () => {
    expect((await call(panel.url, 'GET', '/api/admin/stats', { as: panel.player.id })).status).toBe(403);
  });
});
