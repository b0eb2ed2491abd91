import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ZPostWithdrawalResponse } from '@app/contracts';
import type { ResendSelection } from '@app/platform';
import { describe, expect, it } from 'vitest';
import { resendWithdrawalUpdates } from '../../src/application/resend-withdrawal-updates.js';
import { runNodeTool } from '@app/platform/testing';
import { eventually, repairClientsForSuite, walletWithPlayers } from '../wallet-test-kit.js';

const TOOL = join(import.meta.dirname, '../../dist/tools/resend-withdrawal-updates.js');

// The repair after a restore that lost withdrawal updates on their way (docs/operations.md): each
// withdrawal's current status goes out again under the id it first had, kept on the row, so that a
// consumer which handled it drops it.
describe('sending withdrawal updates again (resend-withdrawal-updates)', () => {
  const t = walletWithPlayers();
  const r = repairClientsForSuite(() => t.infra);

  const resend = (selection: ResendSelection) => resendWithdrawalUpdates(r, selection);
  /** every update the wallet wrote for the withdrawal, first to last (the test journal of its outbox) */
  const written = (withdrawalId: string) =>
    t.wallet.sql.query<{ id: string; data: { status: string } }>(`SELECT id, data FROM wallet.outbox_written WHERE type = 'wallet.withdrawal.updated' AND data->>'withdrawalId' = $1 ORDER BY seq`, [withdrawalId]);
  const row = async (id: string) => (await t.wallet.sql.query<{ statusEventId: string | null; status: string }>('SELECT "statusEventId", status FROM wallet.withdrawals WHERE id = $1', [id]))[0]!;
  const published = (eventId: string) => eventually(async () => (await t.wallet.sql.query('SELECT 1 FROM wallet.outbox WHERE id = $1', [eventId])).length === 0);
  /** a pending PayPal withdrawal of 1,000 points, its event published */
  const requested = async () => {
    const userId = await t.player(3000);
    const res = await t.api.post('/api/withdrawal/request', userId, { method: 'paypal', amount: 1000, paymentDetails: 'me@example.com' });
    const { withdrawal } = ZPostWithdrawalResponse.parse(res.body);
    await published((await row(withdrawal.id)).statusEventId!);
    return withdrawal.id;
  };
  const label = (id: string, status: string, userId: string) => `${id} (${status}, 1000 points by paypal for player_${userId.slice(0, 8)})`;
  const userOf = async (id: string) => (await t.wallet.sql.query<{ userId: string }>('SELECT "userId" FROM wallet.withdrawals WHERE id = $1', [id]))[0]!.userId;

  it('keeps on the withdrawal the id of the event that announced its current status', async () => {
    const id = await requested();
    expect((await written(id)).map((e) => e.id)).toEqual([(await row(id)).statusEventId]);
    await t.infra.bus.request('wallet.v1.withdrawal.review', { withdrawalId: id, status: 'approved', adminNotes: '', adminId: 'admin-1', operationId: randomUUID() });
    const events = await written(id);
    expect(events.map((e) => e.data.status)).toEqual(['pending', 'approved']);
    expect(await row(id)).toEqual({ status: 'approved', statusEventId: events[1]!.id });
    const [{ changedAt, createdAt }] = (await t.wallet.sql.query<{ changedAt: Date; createdAt: Date }>('SELECT "statusChangedAt" AS "changedAt", "createdAt" FROM wallet.withdrawals WHERE id = $1', [id])) as [{ changedAt: Date; createdAt: Date }];
    expect(changedAt.getTime()).toBeGreaterThan(createdAt.getTime());
  });

  it("writes the current status's event again under its first id, and names what it did not send", async () => {
    const id = await requested();
    const unkept = await requested();
    const old = await requested();
    await t.wallet.sql.query('UPDATE wallet.withdrawals SET "statusEventId" = NULL WHERE id = $1', [unkept]);
    // its status came 8 days ago; a hand-off to the admins moved updatedAt since, which is not a status change
    await t.wallet.sql.query(`UPDATE wallet.withdrawals SET "statusChangedAt" = now() - interval '8 days' WHERE id = $1`, [old]);
    const nobody = randomUUID();

    const report = await resend({ ids: [id, unkept, old, nobody] });

    expect(report).toEqual({
      resent: [label(id, 'pending', await userOf(id))],
      stillQueued: [],
      withoutEventId: [label(unkept, 'pending', await userOf(unkept))],
      tooOld: [label(old, 'pending', await userOf(old))],
      unknown: [nobody],
    });
    const [first, again] = await written(id);
    expect(again).toEqual(first);
  });

  it('selects every withdrawal changed since a moment, a page at a time, from the command line', async () => {
    const since = new Date();
    const ids = [await requested(), await requested(), await requested()];
    const result = await runNodeTool(TOOL, ['--since', since.toISOString()], { DATABASE_URL: (t.infra.db as { url: string }).url });
    expect(result, result.stderr).toMatchObject({ code: 0 });
    const labels: string[] = [];
    for (const id of ids) labels.push(label(id, 'pending', await userOf(id)));
    expect(result.stdout).toBe(`3 sent again, each withdrawal's current status (the wallet publishes them within seconds; each consumer that never handled one applies it):\n${labels.map((l) => `  ${l}\n`).join('')}`);
    const paged = await resendWithdrawalUpdates(r, { since }, { pageSize: 2 });
    // the tool's rows may still wait for the relay: each is then found still queued, none lost between pages
    expect([...paged.resent, ...paged.stillQueued].sort()).toEqual([...labels].sort());
  });
});
