import type { Bus, Logger } from '@app/platform';
import type { LedgerDeps } from '../ledger/ledger-deps.js';
import { getAccount, getAccounts } from './get-account.js';
import { movePoints } from './move-points.js';
import { placeBet, placeBets } from './place-bet.js';

/** The wallet's NATS commands (payloads are already parsed with their contracts by the bus). */
export function serveWalletCommands(bus: Bus, deps: LedgerDeps, logger: Logger, now: () => Date = () => new Date()): void {
  bus.serve('wallet.v1.account.get', ({ userId }) => getAccount(deps.sql, userId, now()));
  bus.serve('wallet.v1.accounts.get', ({ userIds }) => getAccounts(deps.sql, userIds, now()));
  bus.serve('wallet.v1.bet', (request) => placeBet(deps, request));
  bus.serve('wallet.v1.bets', ({ bets }) => placeBets(deps, bets, logger));
  bus.serve('wallet.v1.credit', (request) => movePoints(deps, 'credit', request));
  bus.serve('wallet.v1.debit', (request) => movePoints(deps, 'debit', request));
}
