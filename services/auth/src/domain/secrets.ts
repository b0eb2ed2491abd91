import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret for a cookie or an e-mail link: 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database and Redis keep instead of the secret itself (hex SHA-256): a leaked table or
 * key dump holds no usable session or link. The token has 256 bits of entropy, so no salt is needed.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
