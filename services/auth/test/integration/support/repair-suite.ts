import { Outbox, databaseClients, type RawSql } from '@app/platform';
import { afterAll, beforeAll } from 'vitest';
import { PrismaClient } from '../../../src/db/generated/client.js';
import { AuthHarness } from './harness.js';

/**
 * A distributed auth for the surrounding describe block, with what a resend tool (src/tools/resend-*.ts)
 * works with on its database, as the tool opens it: a Prisma client, plain SQL over the same connections,
 * and auth's outbox. Started before the block's tests and closed after them.
 */
export function authWithRepairClients(): { readonly h: AuthHarness; readonly prisma: PrismaClient; readonly sql: RawSql; readonly outbox: Outbox } {
  const state = {} as { h: AuthHarness; prisma: PrismaClient; sql: RawSql; outbox: Outbox };
  beforeAll(async () => {
    state.h = await AuthHarness.start('distributed');
    const clients = databaseClients(state.h.infra.db!);
    state.prisma = new PrismaClient({ adapter: clients.adapter });
    state.sql = clients.sql;
    state.outbox = new Outbox('auth', state.h.infra.logger);
  });
  afterAll(async () => {
    await state.prisma?.$disconnect();
    await state.h?.close();
  });
  return state;
}
