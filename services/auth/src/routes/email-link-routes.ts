import { Router } from 'express';
import { ZForgotPasswordRequest, ZResendVerificationRequest, ZResetPasswordRequest, ZVerifyEmailQuery } from '@app/contracts';
import { parseInput } from '@app/platform';
import { resendVerification, verifyEmail } from '../application/email-verification.js';
import { forgotPassword, resetPassword } from '../application/password-reset.js';
import type { AuthDeps } from '../deps.js';
import { requestMeta } from './request-meta.js';

/** Where the app lands after a verification link, worked or not (the web shows a toast for each). */
export const VERIFIED_REDIRECT = '/?emailVerified=1';
/** a link opened again (an e-mail scanner may have opened it first): the address is verified, say so */
export const ALREADY_VERIFIED_REDIRECT = '/?emailVerified=already';
export const VERIFY_FAILED_REDIRECT = '/auth?verifyError=1';

/** Everything that sends or consumes an e-mailed link. */
export function emailLinkRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.post('/resend-verification', async (req, res) => {
    parseInput(ZResendVerificationRequest, req.body);
    res.json(await resendVerification(deps, req.identity, requestMeta(req, deps)));
  });

  // opened from the e-mail, in a browser: answers with a redirect into the app, never with JSON
  router.get('/verify-email', async (req, res) => {
    const query = ZVerifyEmailQuery.safeParse(req.query);
    const outcome = query.success ? await verifyEmail(deps, query.data.token) : 'failed';
    res.redirect(302, outcome === 'verified' ? VERIFIED_REDIRECT : outcome === 'already-verified' ? ALREADY_VERIFIED_REDIRECT : VERIFY_FAILED_REDIRECT);
  });

  router.post('/forgot-password', async (req, res) => {
    const { email } = parseInput(ZForgotPasswordRequest, req.body);
    res.json(await forgotPassword(deps, email, requestMeta(req, deps).origin));
  });

  router.post('/reset-password', async (req, res) => {
    const input = parseInput(ZResetPasswordRequest, req.body);
    res.json(await resetPassword(deps, input));
  });

  return router;
}
