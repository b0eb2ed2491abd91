import { z } from 'zod';
import { ZAdminWithdrawal, ZAdminWithdrawalStatus, ZPayoutMode } from '../../commands/wallet-admin.js';
import { ZAdminPage, ZAdminPageQuery } from './paging.js';

/**
 * GET /api/admin/withdrawals?page&pageSize&status&payoutMode: both kinds of withdrawal, newest first.
 * `status=approved&payoutMode=admin` lists the approved ones waiting for an admin to pay them.
 */
export const ZGetAdminWithdrawalsQuery = ZAdminPageQuery.extend({ status: ZAdminWithdrawalStatus.optional(), payoutMode: ZPayoutMode.optional() });
export type GetAdminWithdrawalsQuery = z.input<typeof ZGetAdminWithdrawalsQuery>;

export const ZGetAdminWithdrawalsResponse = ZAdminPage.extend({ withdrawals: z.array(ZAdminWithdrawal) });
export type GetAdminWithdrawalsResponse = z.infer<typeof ZGetAdminWithdrawalsResponse>;
