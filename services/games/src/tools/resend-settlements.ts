// Sends games.bet.settled again after a restore of the database (docs/operations.md, "Backups and
// restores"), for the rounds settled just before the backup whose events no consumer had handled yet:
//
//   DATABASE_URL=postgresql://... node services/games/dist/tools/resend-settlements.js --since 2026-11-29T10:00:00Z
//   DATABASE_URL=postgresql://... node services/games/dist/tools/resend-settlements.js --round <id> [--round <id> ...]
//
// It only writes to games' outbox; the running games service's relay publishes what it wrote, and each
// consumer applies the event only if its inbox says it never handled it.
import { Outbox, createLogger, runResendTool } from '@app/platform';
import { resendSettlements } from '../application/resend-settlements.js';
import { PrismaClient } from '../db/generated/client.js';

runResendTool({
  name: 'resend-settlements',
  idOption: 'round',
  idValue: '<round id>',
  sections: {
    resent: 'sent again (games publishes them within seconds; each consumer that never handled one applies it)',
    withoutEventId: 'NOT sent: settled before settled-round event ids were kept, so a repeat would be counted twice (docs/operations.md, "Backups and restores")',
    tooOld: 'NOT sent: settled too long ago for the consumers to tell a repeat',
    unknown: 'no settled round with that id',
  },
  nothingFound: 'no round settled in that selection',
  open: ({ adapter, sql }) => {
    const db = new PrismaClient({ adapter });
    const outbox = new Outbox('games', createLogger('resend-settlements', 'warn'));
    return { resend: (selection) => resendSettlements({ db, sql, outbox }, selection), close: () => db.$disconnect() };
  },
});
