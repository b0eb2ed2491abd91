import type { CurrentUser, Identity, UpdateProfileRequest } from '@app/contracts';
import type { AuthDeps, RequestMeta } from '../deps.js';
import { conflictFor } from '../db/accounts.js';
import { issueToken } from '../db/tokens.js';
import { isUniqueViolation, RateLimitedError } from '@app/platform';
import { takenField } from '../db/users.js';
import { emailChangedNotice, newEmailVerificationEmail } from '../domain/emails.js';
import { throttledMessage } from '../domain/failure-window.js';
import { verificationLink } from '../domain/links.js';
import { PROFILE_UPDATED, PROFILE_UPDATED_CHECK_EMAIL } from '../domain/messages.js';
import { EMAIL_VERIFICATION_TTL_MS } from '../domain/token-rules.js';
import { projectionChanged, toCurrentUser, userUpdatedData } from '../domain/user-views.js';
import { readAccount } from '../wallet/account-reader.js';
import { loadActiveUser } from './guards.js';

/**
 * Names and e-mail of the signed-in user. A new e-mail address is unverified until its own link is
 * opened (withdrawals and chat wait for that), the old address's pending links stop working, and the
 * old address is told of the change (a stolen session moving the account away does not go unnoticed).
 * Every attempt counts against a per-user limit, checked first: the 409 for a taken address cannot be
 * used to test addresses at will.
 */
export async function updateProfile(
  deps: AuthDeps,
  identity: Identity | undefined,
  input: UpdateProfileRequest,
  meta: RequestMeta,
): Promise<{ message: string; user: CurrentUser }> {
  const before = await loadActiveUser(deps.prisma, identity);
  const verdict = await deps.profileThrottle.check(before.id);
  if (!verdict.allowed) throw new RateLimitedError(throttledMessage(verdict.retryAfterSeconds, 'profile'), verdict.retryAfterSeconds);
  await deps.profileThrottle.recordFailure(before.id);
  // read the balance first: a 503 must not follow a change that was already made
  const account = await readAccount(deps.bus, before.id);
  const emailChanges = input.email !== undefined && input.email !== before.email;
  if (emailChanges && (await takenField(deps.prisma, { email: input.email }, before.id))) throw conflictFor('email');

  let result;
  try {
    result = await deps.prisma.$transaction(async (tx) => {
      const user = await tx.user.update({
        where: { id: before.id },
        data: {
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(emailChanges ? { email: input.email, emailVerified: false } : {}),
        },
      });
      const token = emailChanges ? await issueToken(tx, { userId: user.id, purpose: 'email_verification', email: user.email, ttlMs: EMAIL_VERIFICATION_TTL_MS }) : null;
      if (projectionChanged(before, user)) await deps.outbox.append(tx, 'auth.user.updated', userUpdatedData(user));
      return { user, token };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflictFor('email');
    throw err;
  }
  deps.outbox.wake();

  const { user, token } = result;
  if (token) {
    const siteName = deps.settings.get('site_name');
    const link = verificationLink(meta.origin, token);
    deps.mail.sendLater('verification', async () => newEmailVerificationEmail({ to: user.email, siteName, username: user.username, link }));
    deps.mail.sendLater('e-mail change notice', async () => emailChangedNotice({ to: before.email, siteName, username: user.username, newEmail: user.email, siteLink: meta.origin }));
  }
  return { message: token ? PROFILE_UPDATED_CHECK_EMAIL : PROFILE_UPDATED, user: toCurrentUser(user, account) };
}
