import { z } from 'zod';
import { ZBlockedIp, ZIpAddress } from '../../commands/auth-admin.js';

/**
 * POST /api/admin/blocked-ips: blocks an address (registration and login from it are refused).
 * Blocking the address the admin is using is refused, so an admin cannot lock themselves out.
 */
export const ZPostBlockedIpRequest = z.object({
  ipAddress: z.string({ error: 'Enter a valid IPv4 or IPv6 address' }).trim().pipe(ZIpAddress),
  reason: z.string().trim().max(500, 'The reason is at most 500 characters').optional(),
});
export type PostBlockedIpRequest = z.infer<typeof ZPostBlockedIpRequest>;

export const ZPostBlockedIpResponse = z.object({
  blockedIp: ZBlockedIp,
  /** false when the address was blocked already */
  created: z.boolean(),
  /** the audit-log entry; null when the address was blocked already (nothing changed, nothing recorded) */
  actionId: z.string().nullable(),
});
export type PostBlockedIpResponse = z.infer<typeof ZPostBlockedIpResponse>;
