import { z } from 'zod';

/** The e-mail in the body is ignored: the link goes to the signed-in user's own address. */
export const ZResendVerificationRequest = z.object({ email: z.string().optional() });
export const ZResendVerificationResponse = z.object({ message: z.string() });
