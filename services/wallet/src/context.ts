import type { Bus, Logger, Outbox, RawSql, SettingsView } from '@app/platform';
import type { WalletPrisma } from './db/client.js';
import type { WalletConfig } from './env.js';

/** Everything the wallet's features need, built once in app.ts. */
export interface WalletContext {
  prisma: WalletPrisma;
  /** plain SQL on the same connections, for single statements on hot paths */
  sql: RawSql;
  outbox: Outbox;
  settings: SettingsView;
  bus: Bus;
  logger: Logger;
  config: WalletConfig;
  /** the clock (tests move it across UTC midnight) */
  now: () => Date;
}
