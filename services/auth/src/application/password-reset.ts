import { FORGOT_PASSWORD_MESSAGE } from '@app/contracts';
import { AppError } from '@app/platform';
import type { AuthDeps } from '../deps.js';
import { consumeToken, findToken, issueToken } from '../db/tokens.js';
import { findUserByEmail } from '../db/users.js';
import { passwordResetEmail } from '../domain/emails.js';
import { passwordResetLink } from '../domain/links.js';
import { PASSWORD_RESET_DONE } from '../domain/messages.js';
import { INVALID_RESET_LINK, PASSWORD_RESET_TTL_MS, tokenUsable } from '../domain/token-rules.js';

/**
 * Mails a reset link if an account has this address. The answer is the same either way, and so is
 * the work done before answering (one indexed lookup): the token and the e-mail are made afterwards,
 * in the background, so neither the text nor the timing tells whether the address has an account.
 */
export async function forgotPassword(deps: AuthDeps, email: string, origin: string): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.prisma, email);
  if (user && !user.isBanned) {
    deps.mail.sendLater('password reset', async () => {
      const token = await deps.prisma.$transaction((tx) => issueToken(tx, { userId: user.id, purpose: 'password_reset', email: user.email, ttlMs: PASSWORD_RESET_TTL_MS }));
      return passwordResetEmail({ to: user.email, siteName: deps.settings.get('site_name'), username: user.username, link: passwordResetLink(origin, token) });
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * Sets a new password from a reset link: once, within the hour, only for the address the link went to.
 * Every session of the user ends (whoever knew the old password is out) and the login throttle resets.
 */
export async function resetPassword(deps: AuthDeps, input: { token: string; password: string }): Promise<{ message: string }> {
  const invalid = () => new AppError('BAD_REQUEST', INVALID_RESET_LINK, 'token');
  const stored = await findToken(deps.prisma, input.token, 'password_reset');
  if (!tokenUsable(stored, new Date()) || stored.email !== stored.user.email) throw invalid();
  const passwordHash = await deps.passwords.hash(input.password);
  const changed = await deps.prisma.$transaction(async (tx) => {
    // the conditional update decides between two concurrent uses of the same link
    if (!(await consumeToken(tx, stored.id, new Date()))) return false;
    await tx.user.update({ where: { id: stored.userId }, data: { password: passwordHash } });
    return true;
  });
  if (!changed) throw invalid();
  await deps.sessions.revokeAllOf(stored.userId);
  await deps.loginThrottle.reset(stored.user.usernameKey);
  return { message: PASSWORD_RESET_DONE };
}
