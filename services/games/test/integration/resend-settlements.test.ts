import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { EventEnvelope } from '@app/contracts';
import { Outbox, RESEND_WINDOW_MS, databaseClients, type RawSql, type ResendSelection } from '@app/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendSettlements } from '../../src/application/resend-settlements.js';
import { PrismaClient } from '../../src/db/generated/client.js';
import { runNodeTool } from '@app/platform/testing';
import { eventually, startHarness, type Harness } from './support/harness.js';

const TOOL = join(import.meta.dirname, '../../dist/tools/resend-settlements.js');
const DAY_MS = 86_400_000;

// The repair after a restore that lost settled rounds' events on their way (docs/operations.md): each goes
// out again under the id it first had, the round's own, so that a consumer which handled it drops it.
describe('sending settled rounds again (resend-settlements)', () => {
  let h: Harness;
  let settled: EventEnvelope<'games.bet.settled'>[];
  let db: InstanceType<typeof PrismaClient>;
  let sql: RawSql;
  let outbox: Outbox;
  let user: string;

  beforeAll(async () => {
    h = await startHarness();
    settled = await h.collectSettled();
    const clients = databaseClients(h.infra.db!);
    db = new PrismaClient({ adapter: clients.adapter });
    sql = clients.sql;
    outbox = new Outbox('games', h.infra.logger);
    user = await h.player(100_000, `resend_${randomUUID().slice(0, 6)}`);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await h?.close();
  });

  const resend = (selection: ResendSelection) => resendSettlements({ db, sql, outbox }, selection);
  /** every settled event games wrote for the round, first to last (the test journal of its outbox) */
  const written = (roundId: string) => h.sql<{ id: string; data: EventEnvelope<'games.bet.settled'>['data'] }>(`SELECT id, data FROM games.outbox_written WHERE data->>'roundId' = $1 ORDER BY seq`, [roundId]);
  /** a dice round, settled and its event published (the outbox keeps only what it has not sent yet) */
  const settledDice = async (betAmount = 10) => {
    const bet = await h.call<{ roundId: string }>('POST', '/api/games/dice', user, { betAmount, prediction: 'over' });
    expect(bet.status).toBe(200);
    await eventually(() => settled.some((e) => e.data.roundId === bet.body.roundId));
    return bet.body.roundId;
  };
  const label = async (roundId: string) => {
    const [round] = await h.sql<{ game: string; settledAt: Date }>('SELECT game, "settledAt" FROM games.rounds WHERE id = $1', [roundId]);
    return `${roundId} (${round!.game}, settled ${round!.settledAt.toISOString()})`;
  };

  it("publishes each settled round's event under the round's own id, which the round keeps", async () => {
    const dice = await settledDice();
    const mines = await h.call<{ roundId: string }>('POST', '/api/games/mines/start', user, { betAmount: 10, mineCount: 3 });
    expect(mines.status).toBe(200);
    // a stateful round settles through its own statement: a revealed mine ends it
    const [round] = await h.sql<{ outcome: { mines: number[] } | null; state: { mines?: number[] } | null }>('SELECT outcome, state FROM games.rounds WHERE id = $1', [mines.body.roundId]);
    const mine = round!.state?.mines?.[0] ?? round!.outcome?.mines?.[0];
    expect(mine, 'where the mines are').toBeTypeOf('number');
    expect((await h.call('POST', '/api/games/mines/reveal', user, { roundId: mines.body.roundId, tileIndex: mine })).status).toBe(200);

    for (const roundId of [dice, mines.body.roundId]) {
      await eventually(() => settled.some((e) => e.data.roundId === roundId));
      expect(settled.find((e) => e.data.roundId === roundId)!.id).toBe(roundId);
      expect((await h.sql<{ id: string }>('SELECT "settledEventId" AS id FROM games.rounds WHERE id = $1', [roundId]))[0]!.id).toBe(roundId);
    }
  });

  it('writes the event again under its first id, with the round as it was settled', async () => {
    const roundId = await settledDice(25);
    const report = await resend({ ids: [roundId] });
    expect(report).toEqual({ resent: [await label(roundId)], stillQueued: [], withoutEventId: [], tooOld: [], unknown: [] });
    const [first, again] = await written(roundId);
    expect(again!.id).toBe(first!.id);
    expect(again!.data).toEqual(first!.data);
    // the relay publishes it (the broker drops it as a duplicate here: after a restore the stream is new)
    await eventually(async () => (await h.sql('SELECT 1 FROM games.outbox WHERE id = $1', [roundId])).length === 0);
  });

  it('selects every round settled since a moment, oldest first, a page at a time', async () => {
    const since = new Date();
    const rounds = [];
    for (let i = 0; i < 5; i++) rounds.push(await settledDice());
    const report = await resendSettlements({ db, sql, outbox }, { since }, { pageSize: 2 });
    expect(report.resent).toEqual(await Promise.all(rounds.map(label)));
  });

  it('leaves alone a round whose event still waits in the outbox, and one that is not settled', async () => {
    const roundId = await settledDice();
    // as a relay that has claimed the first event and not yet published it (its claim keeps the running relay off it)
    await h.sql(`INSERT INTO games.outbox (id, type, data, "occurredAt", "claimedUntil") VALUES ($1, 'games.bet.settled', '{}', now(), now() + interval '1 hour')`, [roundId]);
    const open = await h.call<{ roundId: string }>('POST', '/api/games/mines/start', user, { betAmount: 10, mineCount: 3 });
    try {
      const report = await resend({ ids: [roundId, open.body.roundId] });
      expect(report).toEqual({ resent: [], stillQueued: [await label(roundId)], withoutEventId: [], tooOld: [], unknown: [open.body.roundId] });
      expect(await written(roundId)).toHaveLength(1);
    } finally {
      await h.sql('DELETE FROM games.outbox WHERE id = $1', [roundId]);
      await h.call('POST', '/api/games/mines/cashout', user, {});
    }
  });

  it('sends nothing for a round settled before event ids were kept, or too long ago, and says so', async () => {
    const old = await settledDice();
    const unkept = await settledDice();
    await h.sql(`UPDATE games.rounds SET "settledAt" = now() - interval '8 days' WHERE id = $1`, [old]);
    await h.sql('UPDATE games.rounds SET "settledEventId" = NULL WHERE id = $1', [unkept]);
    const nobody = randomUUID();

    const report = await resend({ ids: [old, unkept, nobody] });

    expect(report).toEqual({ resent: [], stillQueued: [], withoutEventId: [await label(unkept)], tooOld: [await label(old)], unknown: [nobody] });
    expect(await written(old)).toHaveLength(1);
    expect(await written(unkept)).toHaveLength(1);
  });

  it('refuses a selection it cannot act on, naming what is wrong', async () => {
    const refusal = (selection: ResendSelection) => resend(selection).then(() => null, (err: unknown) => err);
    expect(await refusal({})).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Say which settled rounds to send again: a time (--since) or ids (--round).' });
    expect(await refusal({ since: new Date(Date.now() - RESEND_WINDOW_MS - DAY_MS) })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'since', message: expect.stringMatching(/^Settled rounds can be sent again for 7 days/) });
    expect(await refusal({ ids: ['42'] })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'round', message: '"42" is not a round id (a UUID)' });
  });

  describe('the command line', () => {
    const run = (args: string[]) => runNodeTool(TOOL, args, { DATABASE_URL: (h.infra.db as { url: string }).url });

    it('sends the rounds it is given and lists what it did', async () => {
      const roundId = await settledDice();
      const nobody = randomUUID();
      const result = await run(['--round', roundId, '--round', nobody]);
      expect(result, result.stderr).toMatchObject({ code: 0 });
      expect(result.stdout).toContain(`1 sent again (games publishes them within seconds; each consumer that never handled one applies it):\n  ${await label(roundId)}\n`);
      expect(result.stdout).toContain(`1 no settled round with that id:\n  ${nobody}\n`);
      expect(await written(roundId)).toHaveLength(2);
    });

    it('lists the first 50 of a long section and counts the rest', async () => {
      const since = new Date();
      for (let i = 0; i < 52; i++) await h.call('POST', '/api/games/dice', user, { betAmount: 1, prediction: 'under' });
      await h.sql(`UPDATE games.rounds SET "settledEventId" = NULL WHERE "settledAt" >= $1`, [since]);
      const result = await run(['--since', since.toISOString()]);
      expect(result, result.stderr).toMatchObject({ code: 0 });
      expect(result.stdout).toMatch(/^52 NOT sent: settled before settled-round event ids were kept/);
      expect(result.stdout.split('\n').filter((line) => line.startsWith('  ') && line.includes('(dice, settled'))).toHaveLength(50);
      expect(result.stdout).toContain('  ... and 2 more\n');
    });

    it('exits 2 with the reason and its usage on a bad selection', async () => {
      const none = await run([]);
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('Say which settled rounds to send again');
      expect(none.stderr).toContain('usage: resend-settlements (--since <ISO time> | --round <round id> [--round <round id> ...])');
      expect((await run(['--round', 'yesterday'])).stderr).toContain('"yesterday" is not a round id (a UUID)');
      expect((await run(['--user', randomUUID()])).stderr).toContain("Unknown option '--user'");
    });
  });
});
