import { batchedConsumer, type Bus, type Logger } from '@app/platform';
import { EARNINGS_CONSUMER, GAME_ROUNDS_CONSUMER, recordEarning, recordSettledRounds } from './challenge-activity.js';
import { ACCOUNTS_CONSUMER, openAccount, type OpenAccountDeps } from './open-account.js';
import { projectUserFacts, USER_FACTS_CONSUMER } from './project-user-facts.js';

/** The wallet's durable event consumers (all replicas share each one). */
export function consumeWalletEvents(bus: Bus, deps: OpenAccountDeps & { logger: Logger }): void {
  bus.consume({
    durable: ACCOUNTS_CONSUMER,
    types: ['auth.user.registered'],
    // registrations of different users are independent; the same user's are made safe by the keys
    concurrency: 4,
    handle: (event) => openAccount(deps, event),
  });
  bus.consume({
    durable: USER_FACTS_CONSUMER,
    types: ['auth.user.updated'],
    handle: (event) => projectUserFacts(deps.prisma, deps.logger, event),
  });
  bus.consume(
    batchedConsumer({
      durable: GAME_ROUNDS_CONSUMER,
      types: ['games.bet.settled'],
      // rounds only add up, so their order does not matter; the inbox makes each count once
      concurrency: 2,
      // totals, levels and challenge progress follow a round within 50 ms, in batches under a steady flow
      gatherMs: 50,
      handleBatch: (events) => recordSettledRounds(deps, events),
    }),
  );
  bus.consume({
    durable: EARNINGS_CONSUMER,
    types: ['wallet.balance.changed'],
    // most changes count for no challenge and are dismissed without I/O
    concurrency: 16,
    handle: (event) => recordEarning(deps, event),
  });
}
