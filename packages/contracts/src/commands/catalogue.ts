import type { z } from 'zod';
import { authAdminCreate, authSessionResolve, authSessionsLive, authUserGet, authUserModerate } from './auth.js';
import { authIpBlock, authIpList, authIpUnblock, authUserList } from './auth-admin.js';
import { authReferralCodeGet } from './auth-referral.js';
import { chatNotificationCreate, chatRainStart } from './chat.js';
import { walletAccountGet, walletAccountsGet, walletBet, walletBets, walletCredit, walletDebit } from './wallet.js';
import { walletWithdrawalReview, walletWithdrawalsCountPending, walletWithdrawalsList } from './wallet-admin.js';

/**
 * The command catalogue: NATS request-reply subjects `<service>.v<N>.<noun>[.<verb>]` and their
 * request and response schemas. Both sides parse with these; an invalid payload is a typed error reply.
 * A timeout is not a failure: callers retry with the same idempotency key.
 */
export const commandCatalogue = {
  'auth.v1.session.resolve': authSessionResolve,
  'auth.v1.sessions.live': authSessionsLive,
  'auth.v1.user.get': authUserGet,
  'auth.v1.admin.create': authAdminCreate,
  'auth.v1.user.moderate': authUserModerate,
  'auth.v1.user.list': authUserList,
  'auth.v1.ip.block': authIpBlock,
  'auth.v1.ip.unblock': authIpUnblock,
  'auth.v1.ip.list': authIpList,
  'auth.v1.referral-code.get': authReferralCodeGet,
  'wallet.v1.account.get': walletAccountGet,
  'wallet.v1.accounts.get': walletAccountsGet,
  'wallet.v1.bet': walletBet,
  'wallet.v1.bets': walletBets,
  'wallet.v1.credit': walletCredit,
  'wallet.v1.debit': walletDebit,
  'wallet.v1.withdrawals.list': walletWithdrawalsList,
  'wallet.v1.withdrawal.review': walletWithdrawalReview,
  'wallet.v1.withdrawals.count-pending': walletWithdrawalsCountPending,
  'chat.v1.rain.start': chatRainStart,
  'chat.v1.notification.create': chatNotificationCreate,
} as const;

export type CommandSubject = keyof typeof commandCatalogue;
export type CommandRequest<S extends CommandSubject> = z.infer<(typeof commandCatalogue)[S]['request']>;
export type CommandResponse<S extends CommandSubject> = z.infer<(typeof commandCatalogue)[S]['response']>;
