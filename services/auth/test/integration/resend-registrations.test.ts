import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { AppError, RESEND_WINDOW_MS, type ResendSelection } from '@app/platform';
import { describe, expect, it } from 'vitest';
import { resendRegistrations } from '../../src/application/resend-registrations.js';
import { runNodeTool } from '@app/platform/testing';
import { eventually } from './support/harness.js';
import { authWithRepairClients } from './support/repair-suite.js';

const TOOL = join(import.meta.dirname, '../../dist/tools/resend-registrations.js');
const DAY_MS = 86_400_000;

// The repair after a restore that lost registrations on their way (docs/operations.md): the registration
// goes out again under the id it first had, so that a consumer which handled it drops it. A PostgreSQL
// tool: the embedded mode's backup is its stopped data directory, which loses no event.
describe('sending registrations again (resend-registrations)', () => {
  const t = authWithRepairClients();

  const resend = (selection: ResendSelection) => resendRegistrations(t, selection);
  /** every registration event auth wrote for the user, first to last (the test journal of its outbox) */
  const written = (userId: string) =>
    t.h.sql<{ id: string; data: { username: string; registeredAt: string } }>(`SELECT id, data FROM auth.outbox_written WHERE type = 'auth.user.registered' AND data->>'userId' = $1 ORDER BY seq`, [userId]);
  /** registered, and its event published (the outbox keeps only what it has not sent yet) */
  const registeredAndPublished = async () => {
    const registered = await t.h.registerUser();
    await eventually(() => t.h.events.some((e) => e.type === 'auth.user.registered' && e.data.userId === registered.user.id));
    return registered;
  };
  const eventIdOf = async (userId: string) => (await t.h.sql<{ id: string | null }>('SELECT "registrationEventId" AS id FROM auth.users WHERE id = $1', [userId]))[0]!.id;

  it('keeps on the account the id its registration event was published under', async () => {
    const { user } = await registeredAndPublished();
    const event = t.h.events.find((e) => e.type === 'auth.user.registered' && e.data.userId === user.id)!;
    expect(await eventIdOf(user.id)).toBe(event.id);
  });

  it('writes the registration again under its first id, saying what the account is now', async () => {
    const { user, username } = await registeredAndPublished();
    const renamed = `${username}_b`;
    await t.h.sql('UPDATE auth.users SET username = $2::varchar, "usernameKey" = lower($2::varchar) WHERE id = $1', [user.id, renamed]);

    const report = await resend({ ids: [user.id] });

    expect(report).toEqual({ resent: [`${user.id} (${renamed})`], stillQueued: [], withoutEventId: [], tooOld: [], unknown: [] });
    const [first, again] = await written(user.id);
    expect(again!.id).toBe(first!.id);
    expect(again!.data).toMatchObject({ username: renamed, registeredAt: first!.data.registeredAt });
  });

  it('selects every account registered since a moment, oldest first, a page at a time', async () => {
    const since = new Date();
    const registered = [];
    for (let i = 0; i < 5; i++) registered.push(await registeredAndPublished());
    const report = await resendRegistrations(t, { since }, { pageSize: 2 });
    expect(report.resent).toEqual(registered.map((r) => `${r.user.id} (${r.username})`));
  });

  it('leaves alone a registration still waiting in the outbox: the first one will reach every consumer', async () => {
    const { user } = await registeredAndPublished();
    const queued = randomUUID();
    // an event a relay has claimed and not yet published (its claim keeps the running relay off it)
    await t.h.sql('UPDATE auth.users SET "registrationEventId" = $2 WHERE id = $1', [user.id, queued]);
    await t.h.sql(`INSERT INTO auth.outbox (id, type, data, "occurredAt", "claimedUntil") VALUES ($1, 'auth.user.registered', '{}', now(), now() + interval '1 hour')`, [queued]);
    try {
      const report = await resend({ ids: [user.id] });
      expect(report.stillQueued).toEqual([expect.stringContaining(user.id)]);
      expect(report.resent).toEqual([]);
      expect(await written(user.id)).toHaveLength(1);
    } finally {
      await t.h.sql('DELETE FROM auth.outbox WHERE id = $1', [queued]);
    }
  });

  it('sends nothing for an account made before event ids were kept, or registered too long ago, and says so', async () => {
    const old = await registeredAndPublished();
    const unkept = await registeredAndPublished();
    await t.h.sql(`UPDATE auth.users SET "createdAt" = now() - interval '8 days' WHERE id = $1`, [old.user.id]);
    await t.h.sql('UPDATE auth.users SET "registrationEventId" = NULL WHERE id = $1', [unkept.user.id]);
    const nobody = randomUUID();

    const report = await resend({ ids: [old.user.id, unkept.user.id, nobody] });

    expect(report).toEqual({ resent: [], stillQueued: [], withoutEventId: [`${unkept.user.id} (${unkept.username})`], tooOld: [`${old.user.id} (${old.username})`], unknown: [nobody] });
    expect(await written(old.user.id)).toHaveLength(1);
    expect(await written(unkept.user.id)).toHaveLength(1);
  });

  it('refuses a selection it cannot act on, naming what is wrong', async () => {
    const refusal = (selection: ResendSelection) => resend(selection).then(() => null, (err: unknown) => err);
    const tooEarly = new Date(Date.now() - RESEND_WINDOW_MS - DAY_MS);
    expect(await refusal({})).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('--since') });
    expect(await refusal({ since: tooEarly })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'since', message: expect.stringContaining('7 days') });
    expect(await refusal({ since: new Date('yesterday') })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'since', message: expect.stringContaining('not a date') });
    expect(await refusal({ ids: ['bob'] })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'user', message: '"bob" is not a user id (a UUID)' });
    expect(await refusal({})).toBeInstanceOf(AppError);
  });

  describe('the command line', () => {
    const run = (args: string[], env: Record<string, string | undefined> = { DATABASE_URL: (t.h.infra.db as { url: string }).url }) => runNodeTool(TOOL, args, env);

    it('sends the registrations of the users it is given and lists what it did', async () => {
      const { user, username } = await registeredAndPublished();
      const nobody = randomUUID();
      const result = await run(['--user', user.id, '--user', nobody]);
      expect(result, result.stderr).toMatchObject({ code: 0 });
      expect(result.stdout).toContain(`1 sent again (auth publishes them within seconds; each consumer that never handled one applies it):\n  ${user.id} (${username})\n`);
      expect(result.stdout).toContain(`1 no such account:\n  ${nobody}\n`);
      expect(await written(user.id)).toHaveLength(2);
    });

    it('exits 2 with the reason and its usage on a bad selection or a missing DATABASE_URL', async () => {
      const none = await run([]);
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('Say which registrations to send again');
      expect(none.stderr).toContain('usage: resend-registrations');
      expect((await run(['--since', 'last tuesday'])).stderr).toContain('is not a date');
      expect((await run(['--when', 'now'])).stderr).toContain("Unknown option '--when'");
      const noDatabase = await run(['--since', new Date().toISOString()], {});
      expect(noDatabase.code).toBe(2);
      expect(noDatabase.stderr).toContain('DATABASE_URL: is required');
    });
  });
});
