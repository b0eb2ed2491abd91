import { z } from 'zod';

/** The link in the verification e-mail: GET /api/auth/verify-email?token=... redirects to the app. */
export const ZVerifyEmailQuery = z.object({ token: z.string().min(1, 'Token is required').max(200) });
