// Sends auth.user.registered again after a restore of the database (docs/operations.md, "Backups and
// restores"), for the players it left with an account in auth and none in the wallet:
//
//   DATABASE_URL=postgresql://... node services/auth/dist/tools/resend-registrations.js --user <id> [--user <id> ...]
//   DATABASE_URL=postgresql://... node services/auth/dist/tools/resend-registrations.js --since 2026-11-29T10:00:00Z
//
// It only writes to auth's outbox; the running auth service's relay publishes what it wrote, and each
// consumer applies the event only if its inbox says it never handled it.
import { Outbox, createLogger, runResendTool } from '@app/platform';
import { resendRegistrations } from '../application/resend-registrations.js';
import { PrismaClient } from '../db/generated/client.js';

runResendTool({
  name: 'resend-registrations',
  idOption: 'user',
  idValue: '<user id>',
  sections: {
    resent: 'sent again (auth publishes them within seconds; each consumer that never handled one applies it)',
    withoutEventId: 'NOT sent: made before registration event ids were kept, so a repeat would be counted twice (docs/operations.md, "Backups and restores")',
    tooOld: 'NOT sent: registered too long ago for the consumers to tell a repeat',
    unknown: 'no such account',
  },
  nothingFound: 'no account registered in that selection',
  open: ({ adapter, sql }) => {
    const prisma = new PrismaClient({ adapter });
    const outbox = new Outbox('auth', createLogger('resend-registrations', 'warn'));
    return { resend: (selection) => resendRegistrations({ prisma, sql, outbox }, selection), close: () => prisma.$disconnect() };
  },
});
