import type { Bus } from '@app/platform';
import type { RobuxPayouts } from '../application/robux-payouts.js';
import { countPendingForAdmin, listWithdrawalsForAdmin, reviewWithdrawal } from '../application/withdrawal-review.js';
import type { WalletContext } from '../context.js';

/** The commands the admin service calls for its withdrawals tab and stats (contracts commands/wallet-admin.ts). */
export function serveWithdrawalCommands(bus: Bus, ctx: WalletContext, payouts: RobuxPayouts): void {
  bus.serve('wallet.v1.withdrawals.list', (request) => listWithdrawalsForAdmin(ctx, request));
  bus.serve('wallet.v1.withdrawals.count-pending', () => countPendingForAdmin(ctx));
  bus.serve('wallet.v1.withdrawal.review', (request) => reviewWithdrawal(ctx, payouts, request));
}
