import { z } from 'zod';

export const ZSignupBonusResponse = z.object({ signupBonus: z.number().int() });
export type SignupBonusResponse = z.infer<typeof ZSignupBonusResponse>;
/** What the web shows when the call fails (spec section 9). */
export const SIGNUP_BONUS_FALLBACK = 10;
