import { z } from 'zod';
import { ZIpAddress } from '../../commands/auth-admin.js';

/** DELETE /api/admin/blocked-ips/{ipAddress} (URL-encoded, for IPv6): unblocks the address. */
export const ZBlockedIpParam = z.string().trim().pipe(ZIpAddress);

export const ZDeleteBlockedIpResponse = z.object({
  /** false when the address was not blocked */
  removed: z.boolean(),
  /** the audit-log entry; null when the address was not blocked (nothing changed, nothing recorded) */
  actionId: z.string().nullable(),
});
export type DeleteBlockedIpResponse = z.infer<typeof ZDeleteBlockedIpResponse>;
