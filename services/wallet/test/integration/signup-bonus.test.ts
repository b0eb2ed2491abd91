import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@app/contracts';
import { NatsBus, openSqlSession, SettingsView, type SqlSession } from '@app/platform';
import { startTestService, testServers, type RunningTestService, type TestInfrastructure } from '@app/platform/testing';
import { walletService } from '../../src/app.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { eventually, registeredEvent, walletInfrastructure } from '../wallet-test-kit.js';

async function walletState(sql: SqlSession, userId: string) {
  const [row] = await sql.query<{ accounts: number; bonuses: number; bonus: number | null; username: string | null }>(
    `SELECT (SELECT count(*)::int FROM "wallet"."accounts" WHERE "userId" = $1) AS "accounts",
            (SELECT count(*)::int FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" = 'signup_bonus') AS "bonuses",
            (SELECT sum("amount")::int FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" = 'signup_bonus') AS "bonus",
            (SELECT "username" FROM "wallet"."accounts" WHERE "userId" = $1) AS "username"`,
    [userId],
  );
  return row!;
}

const settle = () => new Promise((r) => setTimeout(r, 500));

/** The settings watcher of a service reacts to a KV change at the same moment as one on the same bus. */
async function putSetting(infra: TestInfrastructure, key: 'signup_bonus', value: string) {
  const view = await SettingsView.load(infra.bus.kv, infra.logger);
  await infra.bus.kv.put(key, value);
  await eventually(() => String(view.get(key)) === value);
  view.close();
}

describe('signup bonus on PostgreSQL + NATS', () => {
  let infra: TestInfrastructure;
  let sql: SqlSession;
  let instance: { bus: NatsBus; service: RunningTestService } | null = null;

  /** One wallet process: its own NATS connection, so it can stop and start like a real replica. */
  async function startInstance() {
    const bus = await NatsBus.connect({ url: testServers.natsUrl, service: 'wallet', logger: infra.logger, namespace: infra.namespace });
    const service = await startTestService(walletService, { ...infra, bus });
    await bus.start();
    instance = { bus, service };
  }

  async function stopInstance() {
    await instance?.service.close();
    await instance?.bus.close();
    instance = null;
  }

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    sql = await openSqlSession(infra.db!);
    await startInstance();
  });

  afterAll(async () => {
    await stopInstance();
    await sql?.close();
    await infra?.cleanup();
  });

  it('opens one account with one bonus when the registration arrives 5 times, and again across a restart', async () => {
    const event = registeredEvent();
    const { userId } = event.data;
    for (let i = 0; i < 5; i++) await infra.bus.publish(event);
    // the same registration re-published under new event ids (as an auth outbox replay would): the keys hold
    const copies: EventEnvelope<'auth.user.registered'>[] = [1, 2, 3].map(() => ({ ...event, id: randomUUID() }));
    for (const copy of copies) await infra.bus.publish(copy);
    await eventually(async () => (await walletState(sql, userId)).bonuses === 1);
    await settle();
    expect(await walletState(sql, userId)).toMatchObject({ accounts: 1, bonuses: 1, bonus: 100 });

    await stopInstance();
    const whileDown = registeredEvent();
    await infra.bus.publish({ ...event, id: randomUUID() });
    await infra.bus.publish(whileDown);
    await startInstance();
    // the durable consumer resumes where it stopped: the user who registered while the wallet was down gets a wallet
    await eventually(async () => (await walletState(sql, whileDown.data.userId)).bonuses === 1);
    await infra.bus.publish(event);
    await settle();
    expect(await walletState(sql, userId)).toMatchObject({ accounts: 1, bonuses: 1, bonus: 100 });
    await expectLedgerInvariant(sql);
  });

  it('applies a changed signup_bonus setting to the next registration without a restart', async () => {
    await putSetting(infra, 'signup_bonus', '250');
    const event = registeredEvent();
    await infra.bus.publish(event);
    await eventually(async () => (await walletState(sql, event.data.userId)).bonuses === 1);
    expect(await walletState(sql, event.data.userId)).toMatchObject({ bonus: 250 });
    await expect(infra.bus.request('wallet.v1.account.get', { userId: event.data.userId })).resolves.toMatchObject({ points: 250, totalEarned: 250 });

    await putSetting(infra, 'signup_bonus', '0');
    const noBonus = registeredEvent();
    await infra.bus.publish(noBonus);
    await eventually(async () => (await walletState(sql, noBonus.data.userId)).accounts === 1);
    expect(await walletState(sql, noBonus.data.userId)).toMatchObject({ bonuses: 0 });
    await infra.bus.kv.delete('signup_bonus');
    await expectLedgerInvariant(sql);
  });

  it('publishes wallet.balance.changed for the bonus through the outbox relay', async () => {
    const seen: EventEnvelope<'wallet.balance.changed'>[] = [];
    const listener = await NatsBus.connect({ url: testServers.natsUrl, service: 'listener', logger: infra.logger, namespace: infra.namespace });
    listener.consume({ durable: 'test-balance-listener', types: ['wallet.balance.changed'], handle: async (e) => void seen.push(e) });
    await listener.start();
    try {
      const event = registeredEvent();
      await infra.bus.publish(event);
      const changed = await eventually(() => seen.find((e) => e.data.userId === event.data.userId));
      expect(changed.data).toMatchObject({ operationId: 'signup_bonus', reason: 'signup_bonus', delta: 100, balance: 100, description: expect.stringMatching(/\S/) });
    } finally {
      await listener.close();
    }
  });

  it('keeps the username projection current from auth.user.updated, even when the update overtakes the registration', async () => {
    const registration = registeredEvent(randomUUID(), 'before_rename');
    const update = (username: string): EventEnvelope<'auth.user.updated'> => ({
      id: randomUUID(),
      type: 'auth.user.updated',
      version: 'v1',
      occurredAt: new Date().toISOString(),
      data: { userId: registration.data.userId, username, isAdmin: false, emailVerified: true, isBanned: false },
    });
    await infra.bus.publish(update('after_rename'));
    await new Promise((r) => setTimeout(r, 100));
    await infra.bus.publish(registration);
    await eventually(async () => (await walletState(sql, registration.data.userId)).username === 'after_rename');
    await infra.bus.publish(update('renamed_again'));
    await eventually(async () => (await walletState(sql, registration.data.userId)).username === 'renamed_again');
  });
});

describe('signup bonus on PGlite + in-process bus', () => {
  let infra: TestInfrastructure;
  let sql: SqlSession;
  let service: RunningTestService;

  beforeAll(async () => {
    infra = await walletInfrastructure('embedded');
    service = await startTestService(walletService, infra);
    await infra.bus.start();
    sql = await openSqlSession(infra.db!);
  });

  afterAll(async () => {
    await service?.close();
    await infra?.cleanup();
  });

  it('opens one account with one bonus when the registration arrives 5 times', async () => {
    const event = registeredEvent();
    for (let i = 0; i < 5; i++) await infra.bus.publish(event);
    for (let i = 0; i < 3; i++) await infra.bus.publish({ ...event, id: randomUUID() });
    expect(await walletState(sql, event.data.userId)).toMatchObject({ accounts: 1, bonuses: 1, bonus: 100 });
    await expectLedgerInvariant(sql);
  });

  it('applies a changed signup_bonus setting to the next registration without a restart', async () => {
    await putSetting(infra, 'signup_bonus', '30');
    const event = registeredEvent();
    await infra.bus.publish(event);
    expect(await walletState(sql, event.data.userId)).toMatchObject({ accounts: 1, bonus: 30 });
  });
});
