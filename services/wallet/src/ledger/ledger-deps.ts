import type { Outbox, RawSql } from '@app/platform';
import type { WalletPrisma } from '../db/client.js';

/** What every balance-changing operation needs: the database, and the outbox relay to wake after a commit. */
export interface LedgerDeps {
  prisma: WalletPrisma;
  /** plain SQL on the same connections: the balance statements are single statements (see db/bet-statement.ts) */
  sql: RawSql;
  outbox: Outbox;
}
