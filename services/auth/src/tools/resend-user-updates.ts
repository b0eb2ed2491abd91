// Sends auth.user.updated with the accounts' facts as they are now, after a restore of the database
// (docs/operations.md, "Backups and restores"), for the accounts changed just before the backup (a ban, a
// new name) whose update the wallet or games had not yet handled:
//
//   DATABASE_URL=postgresql://... node services/auth/dist/tools/resend-user-updates.js --since 2026-11-29T10:00:00Z
//   DATABASE_URL=postgresql://... node services/auth/dist/tools/resend-user-updates.js --user <id> [--user <id> ...]
//
// It only writes to auth's outbox; the running auth service's relay publishes what it wrote.
import { Outbox, createLogger, runResendTool } from '@app/platform';
import { resendUserUpdates } from '../application/resend-user-updates.js';
import { PrismaClient } from '../db/generated/client.js';

runResendTool({
  name: 'resend-user-updates',
  idOption: 'user',
  idValue: '<user id>',
  sections: {
    resent: "sent, each account's facts as they are now (auth publishes them within seconds; the wallet and games set them)",
    tooOld: 'NOT sent: changed too long ago for a restore to have lost its update',
    unknown: 'no such account',
  },
  nothingFound: 'no account changed in that selection',
  open: ({ adapter, sql }) => {
    const prisma = new PrismaClient({ adapter });
    const outbox = new Outbox('auth', createLogger('resend-user-updates', 'warn'));
    return { resend: (selection) => resendUserUpdates({ prisma, sql, outbox }, selection), close: () => prisma.$disconnect() };
  },
});
