import type { CurrentUser, RegisterRequest } from '@app/contracts';
import type { AuthDeps, RequestMeta } from '../deps.js';
import { conflictFor, createAccount } from '../db/accounts.js';
import { findReferrer, takenField } from '../db/users.js';
import { verificationEmail } from '../domain/emails.js';
import { verificationLink } from '../domain/links.js';
import { welcomeMessage } from '../domain/messages.js';
import { acceptReferrer, normalizeReferralCode } from '../domain/referral.js';
import { emptyAccount, toCurrentUser } from '../domain/user-views.js';
import { usernameKey } from '../domain/usernames.js';
import type { OpenedSession } from '../sessions/session-manager.js';
import { readAccount } from '../wallet/account-reader.js';
import { assertIpAllowed, assertSiteSetUp } from './guards.js';

export interface Registered {
  user: CurrentUser;
  message: string;
  session: OpenedSession;
}

/**
 * Creates an account and signs it in. The account and its registered event commit together; the
 * verification e-mail and the session follow the commit (a mail failure never loses the account).
 */
export async function register(deps: AuthDeps, input: RegisterRequest, meta: RequestMeta): Promise<Registered> {
  await assertSiteSetUp(deps);
  await assertIpAllowed(deps.prisma, meta.ip);
  // answer a taken name before spending an argon2 hash on it (the unique index still decides races)
  const taken = await takenField(deps.prisma, { usernameKey: usernameKey(input.username), email: input.email });
  if (taken) throw conflictFor(taken);

  const code = normalizeReferralCode(input.ref);
  const referredBy = code ? acceptReferrer(await findReferrer(deps.prisma, code), meta.ip) : null;
  const passwordHash = await deps.passwords.hash(input.password);

  const { user, verificationToken } = await createAccount(deps.prisma, deps.outbox, {
    username: input.username,
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    isAdmin: false,
    emailVerified: false,
    ipAddress: meta.ip,
    referredBy,
  });
  deps.outbox.wake();
  if (verificationToken) {
    const link = verificationLink(meta.origin, verificationToken);
    deps.mail.sendLater('verification', async () => verificationEmail({ to: user.email, siteName: deps.settings.get('site_name'), username: user.username, link }));
  }

  await deps.sessions.revoke(meta.sessionId);
  const session = await deps.sessions.open(user.id, meta);
  // The account exists now and cannot be un-created by a slow wallet: if the wallet does not answer,
  // the true state of a brand-new account is "nothing credited yet" (the bonus follows from the event).
  const account = await readAccount(deps.bus, user.id, { timeoutMs: 1000 }).catch(() => emptyAccount(user.id));
  return { user: toCurrentUser(user, account), message: welcomeMessage(user.username, deps.settings.get('signup_bonus')), session };
}
