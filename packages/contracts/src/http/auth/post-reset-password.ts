import { z } from 'zod';
import { whenMissing } from '../when-missing.js';
import { ZNewPassword } from './fields.js';

export const ZResetPasswordRequest = z.object({
  token: z.string({ error: whenMissing('Token is required') }).min(1, 'Token is required').max(200),
  password: ZNewPassword,
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({ message: z.string() });
