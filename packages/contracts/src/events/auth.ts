import { z } from 'zod';

export const ZUserRegistered = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** user id of the referrer, when the sign-up came through a valid referral link */
  referredBy: z.string().nullable(),
  ip: z.string(),
  registeredAt: z.string(),
});

/** Published whenever a field other services project (leaderboard, chat badges, bans) changes. */
export const ZUserUpdated = z.object({
  userId: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  isBanned: z.boolean(),
});
