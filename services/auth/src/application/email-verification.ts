import type { Identity } from '@app/contracts';
import { AppError, RateLimitedError } from '@app/platform';
import type { AuthDeps, RequestMeta } from '../deps.js';
import { consumeToken, findToken, issueToken } from '../db/tokens.js';
import { lockUser } from '../db/users.js';
import { verificationEmail } from '../domain/emails.js';
import { verificationLink } from '../domain/links.js';
import { ALREADY_VERIFIED, resendTooSoon, VERIFICATION_SENT } from '../domain/messages.js';
import { EMAIL_VERIFICATION_TTL_MS, tokenUsable } from '../domain/token-rules.js';
import { userUpdatedData } from '../domain/user-views.js';
import { loadActiveUser } from './guards.js';

/**
 * A new verification link for the signed-in user's own address (an address in the body is ignored:
 * nobody gets links mailed to an address of their choosing). Once a minute per user.
 */
export async function resendVerification(deps: AuthDeps, identity: Identity | undefined, meta: RequestMeta): Promise<{ message: string }> {
  const user = await loadActiveUser(deps.prisma, identity);
  if (user.emailVerified) throw new AppError('BAD_REQUEST', ALREADY_VERIFIED);
  const cooldown = await deps.resendCooldown.take(user.id);
  if (!cooldown.allowed) throw new RateLimitedError(resendTooSoon(cooldown.retryAfterSeconds), cooldown.retryAfterSeconds);
  const token = await deps.prisma.$transaction((tx) => issueToken(tx, { userId: user.id, purpose: 'email_verification', email: user.email, ttlMs: EMAIL_VERIFICATION_TTL_MS }));
  const link = verificationLink(meta.origin, token);
  deps.mail.sendLater('verification', async () => verificationEmail({ to: user.email, siteName: deps.settings.get('site_name'), username: user.username, link }));
  return { message: VERIFICATION_SENT };
}

/** What opening a verification link did. */
export type VerifyOutcome = 'verified' | 'already-verified' | 'failed';

/**
 * The link in the e-mail. It verifies the address it was sent to, once, before it expires; a link
 * for an address the account no longer has verifies nothing. Opened again (e-mail scanners open links
 * before the player does) while it has not expired, a link that was used answers 'already-verified'
 * as long as the address it went to is still the account's and still verified; it changes nothing, so
 * it can never verify another or a newer address (that one has a link of its own, with its own token).
 */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<VerifyOutcome> {
  const stored = await findToken(deps.prisma, token, 'email_verification');
  const now = new Date();
  if (stored === null || stored.email !== stored.user.email) return 'failed';
  const owner = stored.user;
  if (!tokenUsable(stored, now)) return usedLinkStillHolds(stored, owner, now) ? 'already-verified' : 'failed';
  const outcome = await deps.prisma.$transaction(async (tx): Promise<VerifyOutcome> => {
    await lockUser(tx, stored.userId);
    const user = await tx.user.findUniqueOrThrow({ where: { id: stored.userId } });
    if (!(await consumeToken(tx, stored.id, now))) {
      // a concurrent opening of the same link got there first (the row lock made this one wait for it)
      const current = await tx.oneTimeToken.findUnique({ where: { id: stored.id } });
      return current && usedLinkStillHolds(current, user, now) ? 'already-verified' : 'failed';
    }
    if (user.email !== stored.email) return 'failed';
    if (user.emailVerified) return 'already-verified';
    const updated = await tx.user.update({ where: { id: user.id }, data: { emailVerified: true } });
    await deps.outbox.append(tx, 'auth.user.updated', userUpdatedData(updated));
    return 'verified';
  });
  if (outcome === 'verified') deps.outbox.wake();
  return outcome;
}

/** A used verification link, not expired, whose address is still the account's and verified. */
function usedLinkStillHolds(token: { email: string; usedAt: Date | null; expiresAt: Date }, user: { email: string; emailVerified: boolean }, now: Date): boolean {
  return token.usedAt !== null && token.expiresAt.getTime() > now.getTime() && token.email === user.email && user.emailVerified;
}
