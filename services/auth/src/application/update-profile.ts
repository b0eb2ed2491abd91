import type { CurrentUser, Identity, UpdateProfileRequest } from '@app/contracts';
import type { AuthDeps, RequestMeta } from '../deps.js';
import { conflictFor } from '../db/accounts.js';
import { issueToken } from '../db/tokens.js';
import { isUniqueViolation } from '@app/platform';
import { takenField } from '../db/users.js';
import { verificationEmail } from '../domain/emails.js';
import { verificationLink } from '../domain/links.js';
import { PROFILE_UPDATED, PROFILE_UPDATED_CHECK_EMAIL } from '../domain/messages.js';
import { EMAIL_VERIFICATION_TTL_MS } from '../domain/token-rules.js';
import { projectionChanged, toCurrentUser, userUpdatedData } from '../domain/user-views.js';
import { readAccount } from '../wallet/account-reader.js';
import { loadActiveUser } from './guards.js';

/**
 * Names and e-mail of the signed-in user. A new e-mail address is unverified until its own link is
 * opened (withdrawals and chat wait for that), and the old address's pending links stop working.
 */
export async function updateProfile(
  deps: AuthDeps,
  identity: Identity | undefined,
  input: UpdateProfileRequest,
  meta: RequestMeta,
): Promise<{ message: string; user: CurrentUser }> {
  const before = await loadActiveUser(deps.prisma, identity);
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
    const link = verificationLink(meta.origin, token);
    deps.mail.sendLater('verification', async () => verificationEmail({ to: user.email, siteName: deps.settings.get('site_name'), username: user.username, link }));
  }
  return { message: token ? PROFILE_UPDATED_CHECK_EMAIL : PROFILE_UPDATED, user: toCurrentUser(user, account) };
}
