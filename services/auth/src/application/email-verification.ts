import type { Identity } from '@app/contracts';
import { AppError } from '@app/platform';
import type { AuthDeps, RequestMeta } from '../deps.js';
import { consumeToken, findToken, issueToken } from '../db/tokens.js';
import { lockUser } from '../db/users.js';
import { verificationEmail } from '../domain/emails.js';
import { verificationLink } from '../domain/links.js';
import { ALREADY_VERIFIED, RESEND_TOO_SOON, VERIFICATION_SENT } from '../domain/messages.js';
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
  if (!(await deps.resendCooldown.take(user.id))) throw new AppError('RATE_LIMITED', RESEND_TOO_SOON);
  const token = await deps.prisma.$transaction((tx) => issueToken(tx, { userId: user.id, purpose: 'email_verification', email: user.email, ttlMs: EMAIL_VERIFICATION_TTL_MS }));
  const link = verificationLink(meta.origin, token);
  deps.mail.sendLater('verification', async () => verificationEmail({ to: user.email, siteName: deps.settings.get('site_name'), username: user.username, link }));
  return { message: VERIFICATION_SENT };
}

/**
 * The link in the e-mail. It verifies the address it was sent to, once, before it expires; a link
 * for an address the account no longer has verifies nothing. Returns whether the link worked.
 */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<boolean> {
  const stored = await findToken(deps.prisma, token, 'email_verification');
  const now = new Date();
  if (!tokenUsable(stored, now) || stored.email !== stored.user.email) return false;
  const verified = await deps.prisma.$transaction(async (tx) => {
    await lockUser(tx, stored.userId);
    if (!(await consumeToken(tx, stored.id, now))) return false;
    const user = await tx.user.findUniqueOrThrow({ where: { id: stored.userId } });
    if (user.email !== stored.email) return false;
    if (!user.emailVerified) {
      const updated = await tx.user.update({ where: { id: user.id }, data: { emailVerified: true } });
      await deps.outbox.append(tx, 'auth.user.updated', userUpdatedData(updated));
    }
    return true;
  });
  if (verified) deps.outbox.wake();
  return verified;
}
