import { z } from 'zod';
import { ZBlockedIp } from '../../commands/auth-admin.js';
import { ZAdminPage, ZAdminPageQuery } from './paging.js';

/** GET /api/admin/blocked-ips?page&pageSize: the blocked addresses, newest first. */
export const ZGetBlockedIpsQuery = ZAdminPageQuery;
export type GetBlockedIpsQuery = z.input<typeof ZGetBlockedIpsQuery>;

export const ZGetBlockedIpsResponse = ZAdminPage.extend({ blockedIps: z.array(ZBlockedIp) });
export type GetBlockedIpsResponse = z.infer<typeof ZGetBlockedIpsResponse>;
