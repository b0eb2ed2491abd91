import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { applyMigrations, type DatabaseHandle } from '@app/platform';
import { createTestDatabase } from '@app/platform/testing';
import { earningKey } from '../../src/events/challenge-activity.js';

const MIGRATIONS = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));
const UPGRADE = '0005_outbox_deleted_once_published';
const EARNINGS = 'wallet-challenge-earnings';

// The upgrade that makes the relay delete published events: the challenge earnings consumer had recorded
// the balance changes it handled by event id, and a take-back looked the credit's event up in the outbox.
// The migration gives what was handled the key the consumer uses now (earningKey), and only that.
describe(`the wallet's migration ${UPGRADE}, on a database of the release before`, () => {
  let drop: () => Promise<void>;
  let client: pg.Client;
  let before: string;
  const handled = { userId: 'u-handled', operationId: 'offer:1' };
  const pending = { userId: 'u-pending', operationId: 'offer:2' };
  const longAgo = { userId: 'u-long-ago', operationId: 'referral-share:3' };
  const bonus = { userId: 'u-bonus', operationId: 'daily_bonus:2026-11-01' };

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const db: DatabaseHandle = { kind: 'postgres', url: database.url, poolSize: 1 };
    // the migrations as the release before had them
    before = mkdtempSync(join(tmpdir(), 'wallet-migrations-'));
    for (const name of readdirSync(MIGRATIONS).filter((n) => n < UPGRADE)) cpSync(join(MIGRATIONS, name), join(before, name), { recursive: true });
    await applyMigrations(db, { schema: 'wallet', dir: before });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();

    const credit = async (who: { userId: string; operationId: string }, type: string) => {
      await client.query(`INSERT INTO wallet.accounts ("userId", "username", "points") VALUES ($1, $1, 100)`, [who.userId]);
      await client.query(
        `INSERT INTO wallet.ledger_entries ("userId", "operationId", "type", "amount", "balanceAfter", "description", "requestHash") VALUES ($1, $2, $3, 100, 100, 'credit', 'h')`,
        [who.userId, who.operationId, type],
      );
    };
    const event = async (who: { userId: string; operationId: string }, published: boolean) =>
      (
        await client.query<{ id: string }>(
          `INSERT INTO wallet.outbox ("id", "type", "data", "occurredAt", "publishedAt") VALUES (gen_random_uuid(), 'wallet.balance.changed', $1::jsonb, now(), $2) RETURNING "id"`,
          [JSON.stringify({ userId: who.userId, operationId: who.operationId }), published ? new Date() : null],
        )
      ).rows[0]!.id;
    const handledBy = (eventId: string) => client.query(`INSERT INTO wallet.inbox ("consumer", "eventId") VALUES ($1, $2)`, [EARNINGS, eventId]);

    await credit(handled, 'offer');
    await handledBy(await event(handled, true));
    await credit(pending, 'offer');
    await event(pending, true); // published, its delivery to the consumer still to come
    await credit(longAgo, 'referral'); // its event left the outbox long ago
    await credit(bonus, 'daily_bonus');
    await event(bonus, false); // not published yet

    await applyMigrations(db, { schema: 'wallet', dir: MIGRATIONS });
  });
  afterAll(async () => {
    await client?.end();
    await drop?.();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const hasKey = async (who: { userId: string; operationId: string }) =>
    (await client.query(`SELECT 1 FROM wallet.inbox WHERE "consumer" = $1 AND "eventId" = $2::uuid`, [EARNINGS, earningKey(who.userId, who.operationId)])).rowCount === 1;

  it('records as handled, under its operation, a change whose event the consumer had handled', async () => {
    expect(await hasKey(handled)).toBe(true);
  });

  it('records as handled an offer or referral credit whose event had left the outbox (published long ago)', async () => {
    expect(await hasKey(longAgo)).toBe(true);
  });

  it('leaves unrecorded a credit whose event the consumer had not handled yet: when it comes, it counts', async () => {
    expect(await hasKey(pending)).toBe(false);
    expect(await hasKey(bonus)).toBe(false);
  });

  it('deletes the published events and keeps the one still to relay', async () => {
    const { rows } = await client.query(`SELECT "data"->>'userId' AS "userId" FROM wallet.outbox`);
    expect(rows).toEqual([{ userId: bonus.userId }]);
  });
});
