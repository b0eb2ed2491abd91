// Sends auth.user.registered again after a restore of the database (docs/operations.md, "Backups and
// restores"), for the players it left with an account in auth and none in the wallet:
//
//   DATABASE_URL=postgresql://... node services/auth/dist/tools/resend-registrations.js --user <id> [--user <id> ...]
//   DATABASE_URL=postgresql://... node services/auth/dist/tools/resend-registrations.js --since 2026-11-29T10:00:00Z
//
// It only writes to auth's outbox; the running auth service's relay publishes what it wrote, and each
// consumer applies the event only if its inbox says it never handled it.
import { parseArgs } from 'node:util';
import { AppError, EnvError, Outbox, createLogger, databaseClients, loadEnv } from '@app/platform';
import { z } from 'zod';
import { resendRegistrations, type ResendReport } from '../application/resend-registrations.js';
import { PrismaClient } from '../db/generated/client.js';

const USAGE = 'usage: resend-registrations (--since <ISO time> | --user <user id> [--user <user id> ...])   with DATABASE_URL set';

const SECTIONS: { key: keyof ResendReport; title: string }[] = [
  { key: 'resent', title: 'sent again (auth publishes them within seconds; each consumer that never handled one applies it)' },
  { key: 'stillQueued', title: 'not sent again: the first event is still in the outbox and will reach every consumer' },
  { key: 'withoutEventId', title: 'NOT sent: made before registration event ids were kept, so a repeat would be counted twice (docs/operations.md, "Backups and restores")' },
  { key: 'tooOld', title: 'NOT sent: registered too long ago for the consumers to tell a repeat' },
  { key: 'unknown', title: 'no such account' },
];

function printReport(report: ResendReport): void {
  for (const { key, title } of SECTIONS) {
    if (report[key].length === 0) continue;
    console.log(`${report[key].length} ${title}:`);
    for (const label of report[key]) console.log(`  ${label}`);
  }
  if (SECTIONS.every(({ key }) => report[key].length === 0)) console.log('no account registered in that selection');
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { since: { type: 'string' }, user: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const env = loadEnv({ DATABASE_URL: z.string({ error: 'is required' }).url('must be a postgresql:// URL') });
  const { adapter, sql } = databaseClients({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 });
  const prisma = new PrismaClient({ adapter });
  try {
    const outbox = new Outbox('auth', createLogger('resend-registrations', 'warn'));
    const report = await resendRegistrations({ prisma, sql, outbox }, { since: args.since === undefined ? undefined : new Date(args.since), userIds: args.user });
    printReport(report);
    return 0;
  } finally {
    await prisma.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof AppError || err instanceof EnvError) {
      console.error(`${err.message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  },
);
