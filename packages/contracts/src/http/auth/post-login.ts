import { z } from 'zod';
import { whenMissing } from '../when-missing.js';
import { ZLoginPassword } from './fields.js';
import { ZCurrentUser } from './get-user.js';

export const ZLoginRequest = z.object({
  username: z.string({ error: whenMissing('Username is required') }).trim().min(3, 'Username must be at least 3 characters').max(50, 'Username must be at most 50 characters'),
  password: ZLoginPassword,
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZCurrentUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;
