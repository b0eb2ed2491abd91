import { z } from 'zod';
import { ZEmail } from './fields.js';

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
/** Always the same answer, whether an account has this e-mail or not (no account enumeration). */
export const FORGOT_PASSWORD_MESSAGE = 'If an account uses this e-mail, a reset link is on its way.';
export const ZForgotPasswordResponse = z.object({ message: z.string() });
