import { z } from 'zod';
import { envVars, loadEnv } from '@app/platform';
import { parseOrigin } from './domain/links.js';

/** Variables only auth reads (the shared ones come from the platform's distributedEnvShape). */
export const authEnvShape = {
  /** failed logins per username before that username is refused for the rest of the window */
  LOGIN_USERNAME_MAX_FAILURES: envVars.positiveInt(10),
  /** length of the per-username failure window, in seconds */
  LOGIN_USERNAME_WINDOW_SECONDS: envVars.positiveInt(900),
  /** SendGrid's API base (a local fake in tests) */
  SENDGRID_API_URL: z.string().url('must be a URL').default('https://api.sendgrid.com'),
  /**
   * the site's public address (what players type, e.g. https://play.example.com), for e-mail links while
   * the site_url setting is empty; never taken from a request's headers
   */
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => parseOrigin(v) !== null, 'must be an http:// or https:// address without credentials, query or fragment, like https://play.example.com')
      .optional(),
  ),
};

export type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;

export function loadAuthEnv(source: NodeJS.ProcessEnv = process.env): AuthEnv {
  return loadEnv(authEnvShape, source);
}
