import { z } from 'zod';
import { ZAdminWithdrawal, ZAdminWithdrawalStatus } from '../../commands/wallet-admin.js';
import { ZAdminPage, ZAdminPageQuery } from './paging.js';

/** GET /api/admin/withdrawals?page&pageSize&status: both kinds of withdrawal, newest first. */
export const ZGetAdminWithdrawalsQuery = ZAdminPageQuery.extend({ status: ZAdminWithdrawalStatus.optional() });
export type GetAdminWithdrawalsQuery = z.input<typeof ZGetAdminWithdrawalsQuery>;

export const ZGetAdminWithdrawalsResponse = ZAdminPage.extend({ withdrawals: z.array(ZAdminWithdrawal) });
export type GetAdminWithdrawalsResponse = z.infer<typeof ZGetAdminWithdrawalsResponse>;
