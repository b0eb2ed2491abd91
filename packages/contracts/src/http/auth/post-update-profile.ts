import { z } from 'zod';
import { ZEmail, ZOptionalPersonName } from './fields.js';
import { ZCurrentUser } from './get-user.js';

export const ZUpdateProfileRequest = z.object({
  firstName: ZOptionalPersonName,
  lastName: ZOptionalPersonName,
  email: ZEmail.optional(),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
export const ZUpdateProfileResponse = z.object({ message: z.string(), user: ZCurrentUser });
