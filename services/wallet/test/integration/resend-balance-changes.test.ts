import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { RESEND_WINDOW_MS, type ResendSelection } from '@app/platform';
import { describe, expect, it } from 'vitest';
import { resendBalanceChanges } from '../../src/application/resend-balance-changes.js';
import { runNodeTool } from '@app/platform/testing';
import { eventually, newPlayer, repairClientsForSuite, walletForSuite } from '../wallet-test-kit.js';

const TOOL = join(import.meta.dirname, '../../dist/tools/resend-balance-changes.js');
const DAY_MS = 86_400_000;

interface Entry {
  id: string;
  eventId: string | null;
  type: string;
  amount: number;
  userId: string;
  createdAt: Date;
}

// The repair after a restore that lost balance changes' events on their way (docs/operations.md): each goes
// out again under the id it first had, kept on its ledger entry, so that a consumer which handled it drops it.
describe('sending balance changes again (resend-balance-changes)', () => {
  const t = walletForSuite('distributed');
  const r = repairClientsForSuite(() => t.infra);

  const resend = (selection: ResendSelection) => resendBalanceChanges(r, selection);
  const entriesOf = (userId: string) => t.wallet.sql.query<Entry>('SELECT id, "eventId", type, amount, "userId", "createdAt" FROM wallet.ledger_entries WHERE "userId" = $1 ORDER BY seq', [userId]);
  /** every balance change the wallet wrote with this event id, first to last (the test journal of its outbox) */
  const written = (eventId: string) => t.wallet.sql.query<{ id: string; data: Record<string, unknown> }>('SELECT id, data FROM wallet.outbox_written WHERE id = $1 ORDER BY seq', [eventId]);
  const published = (eventId: string) => eventually(async () => (await t.wallet.sql.query('SELECT 1 FROM wallet.outbox WHERE id = $1', [eventId])).length === 0);
  const label = (e: Entry) => `${e.id} (${e.type} ${e.amount > 0 ? '+' : ''}${e.amount} for ${e.userId})`;
  /** a player with a published credit of 50 (its entry) */
  const credited = async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 0);
    await t.infra.bus.request('wallet.v1.credit', { userId, operationId: `rain-${randomUUID()}`, amount: 50, reason: 'rain' });
    const [entry] = await entriesOf(userId);
    await published(entry!.eventId!);
    return entry!;
  };

  it("publishes each balance change under the id its ledger entry keeps; an instant bet's entries keep none", async () => {
    const entry = await credited();
    expect(entry.eventId).toMatch(/^[0-9a-f-]{36}$/);
    const [event] = await written(entry.eventId!);
    expect(event!.data).toMatchObject({ userId: entry.userId, reason: 'rain', delta: 50, balance: 50, occurredAt: entry.createdAt.toISOString() });
    await t.infra.bus.request('wallet.v1.bet', { userId: entry.userId, betId: randomUUID(), game: 'dice', stake: 10, payout: 20 });
    expect((await entriesOf(entry.userId)).slice(1).map((e) => [e.type, e.eventId])).toEqual([
      ['game_stake', null],
      ['game_win', null],
    ]);
  });

  it('writes the event again under its first id, saying what it first said', async () => {
    const entry = await credited();
    const report = await resend({ ids: [entry.id] });
    expect(report).toEqual({ resent: [label(entry)], stillQueued: [], withoutEventId: [], tooOld: [], unknown: [] });
    const [first, again] = await written(entry.eventId!);
    expect(again!.data).toEqual(first!.data);
  });

  it("selects every change made since a moment, oldest first, a page at a time, and no instant bet's entries", async () => {
    const since = new Date();
    const entries = [await credited(), await credited(), await credited()];
    await t.infra.bus.request('wallet.v1.bet', { userId: entries[0]!.userId, betId: randomUUID(), game: 'dice', stake: 5, payout: 0 });
    const report = await resendBalanceChanges(r, { since }, { pageSize: 2 });
    expect(report.resent).toEqual(entries.map(label));
    expect(report.withoutEventId).toEqual([]);
  });

  it("names what it did not send: a bet's entry, one made before ids were kept, one too old, an unknown id", async () => {
    const entry = await credited();
    await t.infra.bus.request('wallet.v1.bet', { userId: entry.userId, betId: randomUUID(), game: 'dice', stake: 5, payout: 0 });
    const [, bet] = await entriesOf(entry.userId);
    const old = await credited();
    await t.wallet.sql.query(`UPDATE wallet.ledger_entries SET "createdAt" = now() - interval '8 days' WHERE id = $1`, [old.id]);
    const nobody = randomUUID();

    const report = await resend({ ids: [bet!.id, old.id, nobody] });

    expect(report).toEqual({ resent: [], stillQueued: [], withoutEventId: [label(bet!)], tooOld: [expect.stringContaining(old.id)], unknown: [nobody] });
  });

  it('refuses a selection it cannot act on, naming what is wrong', async () => {
    const refusal = (selection: ResendSelection) => resend(selection).then(() => null, (err: unknown) => err);
    expect(await refusal({ since: new Date(Date.now() - RESEND_WINDOW_MS - DAY_MS) })).toMatchObject({ field: 'since', message: expect.stringMatching(/^Balance changes can be sent again for 7 days/) });
    expect(await refusal({ ids: ['rain-1'] })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'entry', message: '"rain-1" is not a ledger entry id (a UUID)' });
  });

  it('runs from the command line', async () => {
    const entry = await credited();
    const run = (args: string[]) => runNodeTool(TOOL, args, { DATABASE_URL: (t.infra.db as { url: string }).url });
    const result = await run(['--entry', entry.id]);
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout).toBe(`1 sent again (the wallet publishes them within seconds; each consumer that never handled one applies it):\n  ${label(entry)}\n`);
    const refused = await run([]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('usage: resend-balance-changes (--since <ISO time> | --entry <ledger entry id> [--entry <ledger entry id> ...])');
  });
});
