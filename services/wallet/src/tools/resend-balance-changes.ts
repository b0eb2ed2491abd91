// Sends wallet.balance.changed again after a restore of the database (docs/operations.md, "Backups and
// restores"), for the balance changes made just before the backup whose events no consumer had handled:
//
//   DATABASE_URL=postgresql://... node services/wallet/dist/tools/resend-balance-changes.js --since 2026-11-29T10:00:00Z
//   DATABASE_URL=postgresql://... node services/wallet/dist/tools/resend-balance-changes.js --entry <ledger entry id> [...]
//
// It only writes to the wallet's outbox; the running wallet service's relay publishes what it wrote, and
// each consumer applies the event only if its inbox says it never handled it.
import { Outbox, createLogger, runResendTool } from '@app/platform';
import { resendBalanceChanges } from '../application/resend-balance-changes.js';
import { PrismaClient } from '../db/generated/client.js';

runResendTool({
  name: 'resend-balance-changes',
  idOption: 'entry',
  idValue: '<ledger entry id>',
  sections: {
    resent: 'sent again (the wallet publishes them within seconds; each consumer that never handled one applies it)',
    withoutEventId: "NOT sent: no event of its own was kept (an instant bet's entry, which games.bet.settled announces, or one made before balance-change event ids were kept)",
    tooOld: 'NOT sent: made too long ago for the consumers to tell a repeat',
    unknown: 'no ledger entry with that id',
  },
  nothingFound: 'no balance change in that selection',
  open: ({ adapter, sql }) => {
    const prisma = new PrismaClient({ adapter });
    const outbox = new Outbox('wallet', createLogger('resend-balance-changes', 'warn'));
    return { resend: (selection) => resendBalanceChanges({ prisma, sql, outbox }, selection), close: () => prisma.$disconnect() };
  },
});
