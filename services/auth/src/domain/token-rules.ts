/** How long an e-mailed link works. A reset link is short-lived (it grants the account). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVALID_RESET_LINK = 'This password reset link is invalid or expired.';

export interface StoredToken {
  expiresAt: Date;
  usedAt: Date | null;
}

/** A link works once, before it expires. */
export function tokenUsable(token: StoredToken | null, now: Date): token is StoredToken {
  return token !== null && token.usedAt === null && token.expiresAt.getTime() > now.getTime();
}
