import { z } from 'zod';
import { ZUserListEntry } from '../../commands/auth-admin.js';
import { ZAdminPage, ZAdminPageQuery } from './paging.js';

/** GET /api/admin/users?page&pageSize&search: newest first; `search` matches part of the username or e-mail. */
export const ZGetAdminUsersQuery = ZAdminPageQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type GetAdminUsersQuery = z.input<typeof ZGetAdminUsersQuery>;

export const ZAdminUser = ZUserListEntry.extend({
  /** the balance, or null when the wallet did not answer in time */
  points: z.number().int().nullable(),
  /** the level (the wallet's, from the points wagered: 1 for a player it has no account for), or null when the wallet did not answer in time */
  level: z.number().int().min(1).nullable(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZGetAdminUsersResponse = ZAdminPage.extend({ users: z.array(ZAdminUser) });
export type GetAdminUsersResponse = z.infer<typeof ZGetAdminUsersResponse>;
