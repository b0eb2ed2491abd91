import { z } from 'zod';
import { ZAdminActionStatus, ZAdminActionView } from './admin-action.js';
import { ZAdminPage, ZAdminPageQuery } from './paging.js';

/**
 * GET /api/admin/actions?page&pageSize&action&target&status: the audit log, newest first.
 * `action` matches the action or a dotted prefix of it ('withdrawal' finds 'withdrawal.approved' and
 * 'withdrawal.rejected'); `target` matches the target id or the affected user id.
 */
export const ZGetAdminActionsQuery = ZAdminPageQuery.extend({
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9_.-]*$/, "action may contain only a-z, 0-9, '_', '-' and '.'")
    .optional(),
  target: z.string().trim().max(200).optional(),
  status: ZAdminActionStatus.optional(),
});
export type GetAdminActionsQuery = z.input<typeof ZGetAdminActionsQuery>;

export const ZGetAdminActionsResponse = ZAdminPage.extend({ actions: z.array(ZAdminActionView) });
export type GetAdminActionsResponse = z.infer<typeof ZGetAdminActionsResponse>;
