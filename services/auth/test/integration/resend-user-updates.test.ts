import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { RESEND_WINDOW_MS, type ResendSelection } from '@app/platform';
import { runNodeTool } from '@app/platform/testing';
import { describe, expect, it } from 'vitest';
import { resendUserUpdates } from '../../src/application/resend-user-updates.js';
import { eventually } from './support/harness.js';
import { authWithRepairClients } from './support/repair-suite.js';

const TOOL = join(import.meta.dirname, '../../dist/tools/resend-user-updates.js');
const DAY_MS = 86_400_000;

// The repair after a restore that lost an account's update on its way (docs/operations.md): the account's
// facts as they are now go out again, for the wallet and games, which set facts and count nothing.
describe('sending account updates again (resend-user-updates)', () => {
  const t = authWithRepairClients();

  const resend = (selection: ResendSelection) => resendUserUpdates(t, selection);
  /** a registered user whose name and ban changed in the database, as a restored one may have */
  const changed = async () => {
    const { user, username } = await t.h.registerUser();
    const renamed = `${username}_r`;
    await t.h.sql('UPDATE auth.users SET username = $2::varchar, "usernameKey" = lower($2::varchar), "isBanned" = true, "updatedAt" = now() WHERE id = $1', [user.id, renamed]);
    return { id: user.id, label: `${user.id} (${renamed})`, renamed };
  };

  it("publishes each account's facts as they are now, every time it is asked", async () => {
    const user = await changed();
    for (let i = 1; i <= 2; i++) {
      expect(await resend({ ids: [user.id] })).toEqual({ resent: [user.label], stillQueued: [], withoutEventId: [], tooOld: [], unknown: [] });
      await eventually(() => t.h.updatesOf(user.id).length === i);
    }
    expect(t.h.updatesOf(user.id)).toEqual([
      { userId: user.id, username: user.renamed, isAdmin: false, emailVerified: false, isBanned: true },
      { userId: user.id, username: user.renamed, isAdmin: false, emailVerified: false, isBanned: true },
    ]);
  });

  it('selects every account changed since a moment, a page at a time, and names what it did not send', async () => {
    const since = new Date();
    const users = [await changed(), await changed(), await changed()];
    const report = await resendUserUpdates(t, { since }, { pageSize: 2 });
    expect(report.resent).toEqual(users.map((u) => u.label));

    const old = await changed();
    await t.h.sql(`UPDATE auth.users SET "updatedAt" = now() - interval '8 days' WHERE id = $1`, [old.id]);
    const nobody = randomUUID();
    expect(await resend({ ids: [old.id, nobody] })).toEqual({ resent: [], stillQueued: [], withoutEventId: [], tooOld: [old.label], unknown: [nobody] });
  });

  it('refuses a time before the window, saying why, and runs from the command line', async () => {
    const refusal = await resend({ since: new Date(Date.now() - RESEND_WINDOW_MS - DAY_MS) }).then(() => null, (err: unknown) => err);
    expect(refusal).toMatchObject({ field: 'since', message: expect.stringMatching(/^Account updates can be sent again for 7 days .*: a restore loses only the updates that were on their way at the backup\.$/) });

    const user = await changed();
    const run = await runNodeTool(TOOL, ['--user', user.id], { DATABASE_URL: (t.h.infra.db as { url: string }).url });
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toBe(`1 sent, each account's facts as they are now (auth publishes them within seconds; the wallet and games set them):\n  ${user.label}\n`);
  });
});
