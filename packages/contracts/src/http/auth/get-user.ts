import { z } from 'zod';

/** GET /api/auth/user: the signed-in player as the client sees them (spec section 3, User). */
export const ZCurrentUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  points: z.number().int(),
  totalEarned: z.number().int(),
  /** dollars, 2 decimals (the spec's decimal column) */
  totalWithdrawn: z.number(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  dailyStreak: z.number().int(),
  lastDailyBonus: z.string().nullable(),
  level: z.number().int(),
  referralCode: z.string(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;
