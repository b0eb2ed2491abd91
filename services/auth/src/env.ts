import { z } from 'zod';
import { envVars, loadEnv } from '@app/platform';

/** Variables only auth reads (the shared ones come from the platform's distributedEnvShape). */
export const authEnvShape = {
  /** failed logins per username before that username is refused for the rest of the window */
  LOGIN_USERNAME_MAX_FAILURES: envVars.positiveInt(10),
  /** length of the per-username failure window, in seconds */
  LOGIN_USERNAME_WINDOW_SECONDS: envVars.positiveInt(900),
  /** SendGrid's API base (a local fake in tests) */
  SENDGRID_API_URL: z.string().url('must be a URL').default('https://api.sendgrid.com'),
};

export type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;

export function loadAuthEnv(source: NodeJS.ProcessEnv = process.env): AuthEnv {
  return loadEnv(authEnvShape, source);
}
