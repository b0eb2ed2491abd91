import { randomUUID } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '../domain/secrets.js';
import type { AuthPrisma, AuthTx } from './client.js';
import type { TokenPurpose } from './generated/client.js';
import { lockUser } from './users.js';

/**
 * Issues a one-time link token for the user and returns the secret (only its hash is stored).
 * Older unused tokens of the same purpose stop working: only the newest link counts. The user row is
 * locked first so two concurrent requests cannot both leave a live token behind.
 */
export async function issueToken(tx: AuthTx, input: { userId: string; purpose: TokenPurpose; email: string; ttlMs: number }): Promise<string> {
  await lockUser(tx, input.userId);
  await tx.oneTimeToken.deleteMany({ where: { userId: input.userId, purpose: input.purpose, usedAt: null } });
  const token = newSecretToken();
  await tx.oneTimeToken.create({
    data: { id: randomUUID(), tokenHash: hashSecretToken(token), purpose: input.purpose, userId: input.userId, email: input.email, expiresAt: new Date(Date.now() + input.ttlMs) },
  });
  return token;
}

/** The stored token a link carries, with its user, whatever its state (the caller applies tokenUsable). */
export function findToken(db: AuthPrisma | AuthTx, token: string, purpose: TokenPurpose) {
  return db.oneTimeToken.findFirst({ where: { tokenHash: hashSecretToken(token), purpose }, include: { user: true } });
}

/** Marks the token used if it still is usable: of two concurrent uses exactly one gets true. */
export async function consumeToken(tx: AuthTx, id: string, now: Date): Promise<boolean> {
  const { count } = await tx.oneTimeToken.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return count === 1;
}

/**
 * Housekeeping: tokens that can no longer be used, kept a day for support questions. A used
 * verification link is kept until it expires: opened again, it answers "already verified".
 */
export async function deleteDeadTokens(db: AuthPrisma, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const { count } = await db.oneTimeToken.deleteMany({
    where: { OR: [{ expiresAt: { lt: dayAgo } }, { usedAt: { lt: dayAgo }, purpose: { not: 'email_verification' } }] },
  });
  return count;
}
