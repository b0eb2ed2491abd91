import { RAIN_JOIN_UNVERIFIED, type ErrorCode, type UserFacts } from '@app/contracts';

export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** Chat is view-only for unverified e-mails (spec section 6) and closed to banned accounts. */
export function chatRefusal(user: Pick<UserFacts, 'emailVerified' | 'isBanned'>): Refusal | null {
  if (user.isBanned) return { code: 'ACCOUNT_BANNED', message: 'Your account is banned from chat' };
  if (!user.emailVerified) return { code: 'EMAIL_NOT_VERIFIED', message: 'Verify your email to chat' };
  return null;
}

/** Rain shares go to verified, non-banned players only (design section 4). */
export function rainJoinRefusal(user: Pick<UserFacts, 'emailVerified' | 'isBanned'>): Refusal | null {
  if (user.isBanned) return { code: 'ACCOUNT_BANNED', message: 'Your account is banned' };
  if (!user.emailVerified) return { code: 'EMAIL_NOT_VERIFIED', message: RAIN_JOIN_UNVERIFIED };
  return null;
}

export function rainStartRefusal(user: Pick<UserFacts, 'isAdmin'>): Refusal | null {
  return user.isAdmin ? null : { code: 'FORBIDDEN', message: 'Admin access required' };
}
