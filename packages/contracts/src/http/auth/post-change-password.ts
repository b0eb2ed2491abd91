import { z } from 'zod';
import { ZLoginPassword, ZNewPassword } from './fields.js';

export const ZChangePasswordRequest = z.object({
  currentPassword: ZLoginPassword,
  newPassword: ZNewPassword,
});
/** A 'new' password equal to the current one changes nothing, yet would end the user's other sessions. */
export const SAME_PASSWORD_AGAIN = 'The new password must be different from your current one';

export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ message: z.string() });
