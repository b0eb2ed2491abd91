// Sends wallet.withdrawal.updated again after a restore of the database (docs/operations.md, "Backups and
// restores"), for the withdrawals whose status changed just before the backup and whose events no
// consumer had handled:
//
//   DATABASE_URL=postgresql://... node services/wallet/dist/tools/resend-withdrawal-updates.js --since 2026-11-29T10:00:00Z
//   DATABASE_URL=postgresql://... node services/wallet/dist/tools/resend-withdrawal-updates.js --withdrawal <id> [...]
//
// It only writes to the wallet's outbox; the running wallet service's relay publishes what it wrote, and
// each consumer applies the event only if its inbox says it never handled it.
import { Outbox, createLogger, runResendTool } from '@app/platform';
import { resendWithdrawalUpdates } from '../application/resend-withdrawal-updates.js';

runResendTool({
  name: 'resend-withdrawal-updates',
  idOption: 'withdrawal',
  idValue: '<withdrawal id>',
  sections: {
    resent: "sent again, each withdrawal's current status (the wallet publishes them within seconds; each consumer that never handled one applies it)",
    withoutEventId: 'NOT sent: its status came before withdrawal event ids were kept, so a repeat would be counted twice (docs/operations.md, "Backups and restores")',
    tooOld: 'NOT sent: its status changed too long ago for the consumers to tell a repeat',
    unknown: 'no withdrawal with that id',
  },
  nothingFound: 'no withdrawal changed in that selection',
  open: ({ sql }) => {
    const outbox = new Outbox('wallet', createLogger('resend-withdrawal-updates', 'warn'));
    return { resend: (selection) => resendWithdrawalUpdates({ sql, outbox }, selection) };
  },
});
