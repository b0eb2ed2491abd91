import { z } from 'zod';

/**
 * Broadcast channels: fire-and-forget news for every replica of every service (`bus.broadcast`), not
 * durable; used to drop caches at once instead of waiting for them to expire.
 */

/** Auth ended these sessions (logout, ban, password change): gateways drop them from their session cache. */
export const SESSION_REVOKED_CHANNEL = 'session.revoked';
export const ZSessionRevoked = z.object({ sessionIds: z.array(z.string()) });
export type SessionRevoked = z.infer<typeof ZSessionRevoked>;
