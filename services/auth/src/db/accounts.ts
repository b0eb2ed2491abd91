import { randomUUID } from 'node:crypto';
import type { EventData } from '@app/contracts';
import { AppError, isUniqueViolation, type Outbox } from '@app/platform';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../domain/messages.js';
import { generateReferralCode } from '../domain/referral.js';
import { EMAIL_VERIFICATION_TTL_MS } from '../domain/token-rules.js';
import { usernameKey } from '../domain/usernames.js';
import type { AuthPrisma } from './client.js';
import type { User } from './generated/client.js';
import { issueToken } from './tokens.js';
import { takenField } from './users.js';

export interface NewAccount {
  /** the account's id when the caller chose it (the installer's admin); a new random one otherwise */
  id?: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  /** registration address; null for accounts the installer creates */
  ipAddress: string | null;
  referredBy: string | null;
}

export function conflictFor(field: 'username' | 'email'): AppError {
  return field === 'username' ? new AppError('CONFLICT', USERNAME_TAKEN, 'username') : new AppError('CONFLICT', EMAIL_TAKEN, 'email');
}

/** A referral code collision is retried with a new code; a handful of tries is plenty at ~2^39 codes. */
const ATTEMPTS = 5;

/**
 * Creates the account and its `auth.user.registered` event in ONE transaction (the wallet credits the
 * signup bonus from that event, so it exists exactly when the account does), plus a verification
 * token when the address still needs verifying. A taken username or e-mail is a 409 naming the field,
 * also when a concurrent registration wins the race (the unique index decides). The event's id is kept
 * on the account, so that it can be sent again as the same event (resend-registrations.ts).
 */
export async function createAccount(prisma: AuthPrisma, outbox: Outbox, input: NewAccount): Promise<{ user: User; verificationToken: string | null }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        const registrationEventId = randomUUID();
        const user = await tx.user.create({
          data: {
            id: input.id ?? randomUUID(),
            username: input.username,
            usernameKey: usernameKey(input.username),
            email: input.email,
            emailVerified: input.emailVerified,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            password: input.passwordHash,
            isAdmin: input.isAdmin,
            ipAddress: input.ipAddress,
            referralCode: generateReferralCode(),
            referredBy: input.referredBy,
            registrationEventId,
          },
        });
        const verificationToken = user.emailVerified
          ? null
          : await issueToken(tx, { userId: user.id, purpose: 'email_verification', email: user.email, ttlMs: EMAIL_VERIFICATION_TTL_MS });
        await outbox.append(tx, 'auth.user.registered', registeredEventData(user), registrationEventId);
        return { user, verificationToken };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const taken = await takenField(prisma, { usernameKey: usernameKey(input.username), email: input.email });
      if (taken) throw conflictFor(taken);
      if (attempt >= ATTEMPTS) throw err;
    }
  }
}

/** What `auth.user.registered` says of an account: the account as it is now, registered when it was. */
export function registeredEventData(user: User): EventData<'auth.user.registered'> {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    referredBy: user.referredBy,
    ip: user.ipAddress ?? '',
    registeredAt: user.createdAt.toISOString(),
  };
}
