import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { CommandRequest } from '@app/contracts';
import { AppError, Coalescer, MemoryBus, NatsBus, batchedConsumer, createLogger, currentBatchRequestIds, currentRequestId, runWithRequestId, type Bus } from '@app/platform';
import { testServers, uniqueName } from '@app/platform/testing';
import { registeredEvent } from '../support/registered-event.js';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  requestIds?: string[];
  subject?: string;
  outcome?: string;
  consumer?: string;
  event?: string;
  ms?: number;
}

/** The process logger as services get it (createLogger: request id mixin), writing to `lines` instead of stdout. */
function capturingLogger(lines: LogLine[]) {
  const logger = createLogger('command-logging-test', 'debug');
  const streamSym = pino.symbols.streamSym as unknown as keyof typeof logger;
  (logger as unknown as Record<symbol, unknown>)[streamSym as unknown as symbol] = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return logger;
}

async function eventually(check: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const account = (userId: string) => ({ userId, points: 42, totalEarned: 50, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null, level: 1 });
const bet = (): CommandRequest<'wallet.v1.bet'> => ({ userId: randomUUID(), betId: randomUUID(), game: 'dice', stake: 10, payout: 0 });

describe.each([
  ['NATS', (logger: ReturnType<typeof createLogger>) => NatsBus.connect({ url: testServers.natsUrl, service: 'command-logging-test', logger, namespace: uniqueName('cmdlog') })],
  ['in-process', async (logger: ReturnType<typeof createLogger>) => new MemoryBus(logger)],
] as const)('%s bus: the log of a served command', (_name, create) => {
  const lines: LogLine[] = [];
  let bus: Bus;

  beforeAll(async () => {
    bus = await create(capturingLogger(lines));
    bus.serve('wallet.v1.account.get', async ({ userId }) => {
      if (userId === 'missing') throw new AppError('NOT_FOUND', 'No such account');
      return account(userId);
    });
    bus.serve('wallet.v1.bets', async ({ bets }) => ({ results: bets.map(() => ({ ok: true as const, balance: 0, replayed: false })) }));
    bus.consume({ durable: 'cmdlog-feed', types: ['auth.user.registered'], handle: async () => undefined });
    await bus.start();
  });
  afterAll(async () => {
    if (bus instanceof NatsBus) await bus.destroyNamespace();
    await bus.close();
  });

  const served = (subject: string, requestId: string) => lines.filter((l) => l.msg === 'command served' && l.subject === subject && l.requestId === requestId);

  it('is one debug line with subject, outcome, duration and the caller’s request id', async () => {
    const requestId = `rid-${randomUUID()}`;
    await runWithRequestId(requestId, () => bus.request('wallet.v1.account.get', { userId: 'u1' }));
    await eventually(() => served('wallet.v1.account.get', requestId).length > 0);
    const [line] = served('wallet.v1.account.get', requestId);
    expect(line).toMatchObject({ level: 20, subject: 'wallet.v1.account.get', outcome: 'ok', requestId });
    expect(typeof line!.ms).toBe('number');
    expect(served('wallet.v1.account.get', requestId)).toHaveLength(1);
  });

  it('names the error code of a refused command as its outcome', async () => {
    const requestId = `rid-${randomUUID()}`;
    await expect(runWithRequestId(requestId, () => bus.request('wallet.v1.account.get', { userId: 'missing' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await eventually(() => served('wallet.v1.account.get', requestId).length > 0);
    expect(served('wallet.v1.account.get', requestId)[0]).toMatchObject({ outcome: 'NOT_FOUND' });
  });

  it('lists every request a coalesced batch command carried, in the batch’s order', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent: number[] = [];
    // the first batch holds the way while three more requests' bets queue up behind it
    const coalescer = new Coalescer<CommandRequest<'wallet.v1.bet'>, boolean>(
      async (bets) => {
        sent.push(bets.length);
        if (sent.length === 1) await gate;
        const { results } = await bus.request('wallet.v1.bets', { bets });
        return results.map((r) => r.ok);
      },
      { maxInFlight: 1, maxBatch: 100 },
    );
    const ids = Array.from({ length: 4 }, () => `rid-${randomUUID()}`);
    const first = runWithRequestId(ids[0], () => coalescer.submit(bet()));
    await eventually(() => sent.length === 1);
    const queued = ids.slice(1).map((id) => runWithRequestId(id, () => coalescer.submit(bet())));
    release();
    await Promise.all([first, ...queued]);

    expect(sent).toEqual([1, 3]);
    await eventually(() => served('wallet.v1.bets', ids[1]!).length > 0);
    expect(served('wallet.v1.bets', ids[1]!)[0]).toMatchObject({ outcome: 'ok', requestIds: ids.slice(1) });
    expect(served('wallet.v1.bets', ids[0]!)[0]).toMatchObject({ requestIds: [ids[0]] });
  });

  it('has its events handled under the same request id, each with one debug line naming the consumer', async () => {
    const requestId = `rid-${randomUUID()}`;
    const event = registeredEvent();
    await runWithRequestId(requestId, () => bus.publish(event));
    const handled = () => lines.filter((l) => l.msg === 'event handled' && l.event === event.id);
    await eventually(() => handled().length > 0);
    expect(handled()).toEqual([expect.objectContaining({ level: 20, consumer: 'cmdlog-feed', requestId, type: 'auth.user.registered' })]);
  });

});

describe('NATS bus: a batched consumer', () => {
  const batchesSeenWith: (readonly string[])[] = [];
  let bus: NatsBus;

  beforeAll(async () => {
    bus = await NatsBus.connect({ url: testServers.natsUrl, service: 'command-logging-test', logger: pino({ level: 'silent' }), namespace: uniqueName('cmdlog') });
    bus.consume(
      batchedConsumer({
        durable: 'cmdlog-registered',
        types: ['auth.user.registered'],
        handleBatch: async () => {
          // a batch of one runs under its event's request id alone
          batchesSeenWith.push(currentBatchRequestIds() ?? [currentRequestId()!]);
          // as long as a database round trip, so that the others gather meanwhile
          await new Promise((r) => setTimeout(r, 20));
        },
      }),
    );
    await bus.start();
  });
  afterAll(async () => {
    await bus.destroyNamespace();
    await bus.close();
  });

  it('works under the request ids its events were published under, a batch under all of them', async () => {
    const ids = Array.from({ length: 5 }, () => `rid-${randomUUID()}`);
    await Promise.all(ids.map((id) => runWithRequestId(id, () => bus.publish(registeredEvent()))));
    await eventually(() => ids.every((id) => batchesSeenWith.some((b) => b.includes(id))), 10_000);
    expect(Math.max(...batchesSeenWith.map((b) => b.length))).toBeGreaterThan(1);
  });
});

