import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The header an admin client sends to make a repeat of one request (a double click, a retry after a timeout) a replay. */
export const REQUEST_KEY_HEADER = 'idempotency-key';

export const ZRequestKey = z
  .string()
  .min(8, { error: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"' })
  .max(100, { error: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"' });

/**
 * The action id of a request that came with a key: the same admin and key give the same id, so the
 * repeat finds the first action (its primary key) and sends the same command key to the owning service,
 * which answers with the first result. Scoped by admin so two admins' keys can never meet.
 */
export function actionIdForKey(adminId: string, key: string): string {
  const hex = createHash('sha256').update(`${adminId}\n${key}`).digest('hex');
  // shaped as a UUID (version 8: custom) because admin_actions.id is one
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
