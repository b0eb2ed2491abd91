import { z } from 'zod';
import { ZLoginPassword, ZNewPassword } from './fields.js';

export const ZChangePasswordRequest = z.object({
  currentPassword: ZLoginPassword,
  newPassword: ZNewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ message: z.string() });
