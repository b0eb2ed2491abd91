import { z } from 'zod';
import { ZEmail, ZNewPassword, ZOptionalPersonName, ZUsername } from './fields.js';
import { ZCurrentUser } from './get-user.js';

export const ZRegisterRequest = z.object({
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZOptionalPersonName,
  lastName: ZOptionalPersonName,
  /** referral code from `/auth?ref={code}`; an unknown code is ignored, not an error */
  ref: z.string().trim().max(40).optional(),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ user: ZCurrentUser, message: z.string() });
export type RegisterResponse = z.infer<typeof ZRegisterResponse>;
