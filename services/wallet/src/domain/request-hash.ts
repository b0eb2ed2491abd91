import { createHash } from 'node:crypto';

/**
 * The fingerprint of a command body, stored with its ledger entries. A repeat of an idempotency key
 * with the same fingerprint is a replay; with another one it is IDEMPOTENCY_MISMATCH. The command's
 * name is part of it, so a credit and a debit can never share a key. Values are listed in a fixed
 * order (absent optional fields as null), so the hash does not depend on how the caller built the object.
 */
export function requestHash(command: string, values: readonly (string | number | null | undefined)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([command, ...values.map((v) => v ?? null)]))
    .digest('base64url');
}
