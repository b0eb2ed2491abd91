import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, EventEnvelope, EventType, GetNotificationsResponse, GetRecentActivityResponse, PostNotificationsReadAllResponse } from '@app/contracts';
import type { Bus, ConsumerSpec } from '@app/platform';
import { distributedTestInfrastructure, type TestInfrastructure } from '@app/platform/testing';
import { chatService } from '../../src/app.js';
import { FakeAuth, betSettled, connectClient, envelope, eventually, http, record, sleep, startReplica, type ChatClient, type Replica } from './support.js';

/** Keeps the consumers a replica registers, so a test can deliver an event to one of them again. */
function captureConsumers(bus: Bus, into: Map<string, ConsumerSpec<EventType>>): Bus {
  return new Proxy(bus, {
    get(target, prop) {
      if (prop === 'consume') {
        return (spec: ConsumerSpec<EventType>) => {
          into.set(spec.durable, spec);
          target.consume(spec);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('notifications and the live feed', () => {
  let infra: TestInfrastructure;
  let chat: Replica;
  const auth = new FakeAuth();
  const consumers = new Map<string, ConsumerSpec<EventType>>();
  const clients: ChatClient[] = [];
  const client = async (userId: string | null) => {
    const socket = await connectClient(chat.url, userId);
    clients.push(socket);
    return socket;
  };
  const list = (userId: string) => http<GetNotificationsResponse>(`${chat.url}/api/notifications`, 'GET', userId).then((r) => r.body);
  /** Delivers the event to the named consumer again, as JetStream does after a lost ack. */
  const redeliver = (durable: string, event: EventEnvelope) => consumers.get(durable)!.handle(event);

  beforeAll(async () => {
    infra = await distributedTestInfrastructure([chatService]);
    auth.serve(infra.bus);
    await infra.bus.start();
    chat = await startReplica(infra, {}, (bus) => captureConsumers(bus, consumers));
  });

  afterEach(() => {
    for (const socket of clients.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await chat?.stop();
    await infra?.cleanup();
  });

  it('welcomes a newly registered user once, even when the event is delivered again', async () => {
    const user = auth.add({ username: 'newbie' });
    const event = envelope('auth.user.registered', { userId: user.id, username: 'newbie', email: user.email, isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: new Date().toISOString() });

    await infra.bus.publish(event);
    await eventually(async () => (await list(user.id)).notifications.length > 0, 5000, 'welcome notification');
    await redeliver('chat-welcome-notifications', event);

    const { notifications, unreadCount } = await list(user.id);
    expect(notifications.filter((n) => n.type === 'welcome')).toEqual([
      expect.objectContaining({ title: 'Welcome to PointsPlay!', message: 'Hi newbie, your account is ready. You received 100 bonus points to get started.', amount: 100, isRead: false, isGlobal: false }),
    ]);
    expect(unreadCount).toBe(1);
  });

  it('pushes a big win (≥ 10× the stake and ≥ 1,000 points) live to the winner only, and not a smaller win', async () => {
    const winner = auth.add();
    const other = auth.add();
    const winnerLog = record(await client(winner.id));
    const otherLog = record(await client(other.id));

    await infra.bus.publish(envelope('games.bet.settled', betSettled({ userId: winner.id, stake: 100, payout: 900, multiplier: 9 })));
    await infra.bus.publish(envelope('games.bet.settled', betSettled({ userId: winner.id, game: 'crash', stake: 100, payout: 1500, multiplier: 15 })));
    await eventually(() => winnerLog.of('notification').length > 0, 5000, 'live notification');
    await sleep(300);

    expect(winnerLog.of('notification')).toEqual([expect.objectContaining({ type: 'big_win', amount: 1500, gameName: 'crash', title: 'Big win!' })]);
    expect(otherLog.of('notification')).toEqual([]);
    expect((await list(winner.id)).notifications.filter((n) => n.type === 'big_win')).toHaveLength(1);
  });

  it('emits a redelivered settled bet to the feed no second time', async () => {
    const log = record(await client(null));
    const event = envelope('games.bet.settled', betSettled({ username: 'again', isWin: false, payout: 0, multiplier: 0 }));

    await infra.bus.publish(event);
    await eventually(() => log.of('game_result').some((r) => r.activity.id === event.data.roundId), 5000, 'game_result');
    await redeliver('chat-activity-feed', event);
    await sleep(300);

    expect(log.of('game_result').filter((r) => r.activity.id === event.data.roundId)).toEqual([{ activity: expect.objectContaining({ type: 'loss', amount: 100, username: 'again' }) }]);
    const recent = await http<GetRecentActivityResponse>(`${chat.url}/api/public/recent-activity`, 'GET', null);
    expect(recent.body.filter((a) => a.id === event.data.roundId)).toHaveLength(1);
  });

  it('tells a player when their withdrawal is rejected, and that the points are back', async () => {
    const user = auth.add();
    const log = record(await client(user.id));

    await infra.bus.publish(envelope('wallet.withdrawal.updated', { withdrawalId: 'w1', userId: user.id, status: 'rejected', amount: 1000, method: 'paypal' }));

    await eventually(() => log.of('notification').length === 1, 5000, 'live notification');
    expect(log.last('notification')).toMatchObject({ type: 'withdrawal', title: 'Withdrawal rejected', amount: 1000 });
    expect((await list(user.id)).notifications[0]).toMatchObject({ type: 'withdrawal', message: 'Your PayPal withdrawal of 1,000 points was rejected; the points are back in your balance.' });
  });

  it("repeats the wallet's reason in the notice of a failed withdrawal", async () => {
    const user = auth.add();
    await infra.bus.publish(envelope('wallet.withdrawal.updated', { withdrawalId: 'w2', userId: user.id, status: 'failed', amount: 2000, method: 'cashapp', reason: 'The $cashtag does not exist' }));
    await eventually(async () => (await list(user.id)).notifications.length === 1, 5000, 'stored notification');
    expect((await list(user.id)).notifications[0]).toMatchObject({
      title: 'Withdrawal failed',
      message: 'Your CashApp withdrawal of 2,000 points failed; the points are back in your balance. Reason: The $cashtag does not exist.',
    });
  });

  it('tells a player live when they reach a new level, once even when the event is delivered again', async () => {
    const user = auth.add();
    const log = record(await client(user.id));
    const event = envelope('wallet.player.leveled_up', { userId: user.id, level: 4, occurredAt: new Date().toISOString() });

    await infra.bus.publish(event);
    await eventually(() => log.of('notification').length === 1, 5000, 'live notification');
    await redeliver('chat-level-up-notifications', event);
    await sleep(300);

    expect(log.of('notification')).toEqual([expect.objectContaining({ type: 'level_up', title: 'Level up!', message: 'You reached level 4. Keep playing to climb higher.' })]);
    expect((await list(user.id)).notifications.filter((n) => n.type === 'level_up')).toHaveLength(1);
  });

  it("tells a player live when an admin adjusts their points, once, and nothing for other balance movements", async () => {
    const user = auth.add();
    const log = record(await client(user.id));
    const change = (reason: string, delta: number, description: string) =>
      envelope('wallet.balance.changed', { userId: user.id, operationId: `op-${reason}`, reason, delta, balance: 500 + delta, description, occurredAt: new Date().toISOString() });
    const bonus = change('daily_bonus', 5, 'Daily bonus (day 1)');
    const adjusted = change('admin_adjustment', -120, 'Admin adjustment: Chargeback');

    await infra.bus.publish(bonus);
    await infra.bus.publish(adjusted);
    await eventually(() => log.of('notification').length === 1, 5000, 'live notification');
    await redeliver('chat-balance-notifications', adjusted);
    await sleep(300);

    expect(log.of('notification')).toEqual([expect.objectContaining({ type: 'system', title: 'Points removed', message: 'An admin took 120 points from your balance: Chargeback', amount: 120 })]);
    expect((await list(user.id)).notifications.filter((n) => n.title === 'Points removed')).toHaveLength(1);
  });

  it('keeps the read state of a global notice per user; read-all marks the rest; another user’s notification is 404', async () => {
    const [u1, u2] = [auth.add(), auth.add()];
    const logs = [record(await client(u1.id)), record(await client(null))];

    const global = await infra.bus.request('chat.v1.notification.create', { operationId: 'notice-1', userId: null, type: 'system', title: 'Maintenance', message: 'Back in 5 minutes' });
    const retried = await infra.bus.request('chat.v1.notification.create', { operationId: 'notice-1', userId: null, type: 'system', title: 'Maintenance', message: 'Back in 5 minutes' });
    const personal = await infra.bus.request('chat.v1.notification.create', { operationId: 'level-u1', userId: u1.id, type: 'level_up', title: 'Level 2', message: 'You reached level 2' });
    expect(retried).toEqual({ notificationId: global.notificationId, replayed: true });
    await eventually(() => logs.every((l) => l.of('notification').some((n) => n.id === global.notificationId)), 5000, 'global notice on every socket');

    expect((await http(`${chat.url}/api/notifications/${global.notificationId}/read`, 'POST', u1.id)).status).toBe(200);
    const one = await list(u1.id);
    const two = await list(u2.id);
    expect(one.notifications.find((n) => n.id === global.notificationId)).toMatchObject({ isGlobal: true, isRead: true });
    expect(one.notifications.find((n) => n.id === personal.notificationId)).toMatchObject({ type: 'level_up', isRead: false });
    expect(two.notifications.find((n) => n.id === global.notificationId)).toMatchObject({ isRead: false });
    expect(two.notifications.some((n) => n.id === personal.notificationId)).toBe(false);

    expect((await http<ErrorBody>(`${chat.url}/api/notifications/${personal.notificationId}/read`, 'POST', u2.id)).status).toBe(404);
    expect((await http<ErrorBody>(`${chat.url}/api/notifications/not-a-uuid/read`, 'POST', u2.id)).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    const readAll = await http<PostNotificationsReadAllResponse>(`${chat.url}/api/notifications/read-all`, 'POST', u2.id);
    expect(readAll.body.marked).toBeGreaterThanOrEqual(1);
    expect((await list(u2.id)).unreadCount).toBe(0);
    expect((await list(u1.id)).unreadCount).toBe(1); // u2's read-all is u2's alone
  });

  it("tells the reader's other sockets (their other tabs) when they mark one or all read, and nobody else", async () => {
    const [reader, other] = [auth.add(), auth.add()];
    const readerTabs = [record(await client(reader.id)), record(await client(reader.id))];
    const otherLog = record(await client(other.id));
    const { notificationId } = await infra.bus.request('chat.v1.notification.create', { operationId: 'tabs-1', userId: reader.id, type: 'general', title: 'Hello', message: 'Read me' });
    await infra.bus.request('chat.v1.notification.create', { operationId: 'tabs-2', userId: reader.id, type: 'general', title: 'Again', message: 'Read me too' });

    expect((await http(`${chat.url}/api/notifications/${notificationId}/read`, 'POST', reader.id)).status).toBe(200);
    await eventually(() => readerTabs.every((tab) => tab.of('notifications_read').length === 1), 5000, 'notifications_read on both tabs');
    expect(readerTabs[0]!.last('notifications_read')).toEqual({ notificationId });

    expect((await http(`${chat.url}/api/notifications/read-all`, 'POST', reader.id)).status).toBe(200);
    await eventually(() => readerTabs.every((tab) => tab.of('notifications_read').length === 2), 5000, 'read-all on both tabs');
    expect(readerTabs[1]!.last('notifications_read')).toEqual({ notificationId: null });

    await sleep(200);
    expect(otherLog.of('notifications_read')).toEqual([]);
  });

  it('lists newest first, leaves expired notifications out, and needs a login', async () => {
    const user = auth.add();
    await infra.bus.request('chat.v1.notification.create', { operationId: 'old', userId: user.id, type: 'general', title: 'Old', message: 'gone', expiresAt: new Date(Date.now() - 1000).toISOString() });
    await infra.bus.request('chat.v1.notification.create', { operationId: 'first', userId: user.id, type: 'general', title: 'First', message: '1' });
    await sleep(5);
    await infra.bus.request('chat.v1.notification.create', { operationId: 'second', userId: user.id, type: 'general', title: 'Second', message: '2' });

    const titles = (await list(user.id)).notifications.filter((n) => !n.isGlobal).map((n) => n.title);
    expect(titles).toEqual(['Second', 'First']);
    expect((await http(`${chat.url}/api/notifications`, 'GET', null)).status).toBe(401);
  });
});
