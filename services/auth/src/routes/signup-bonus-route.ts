import type { Express } from 'express';
import type { SignupBonusResponse } from '@app/contracts';
import type { SettingsView } from '@app/platform';

/** GET /api/signup-bonus: the configured bonus, which the landing and auth pages show. */
export function addSignupBonusRoute(app: Express, settings: SettingsView): void {
  app.get('/api/signup-bonus', (_req, res) => {
    res.json({ signupBonus: settings.get('signup_bonus') } satisfies SignupBonusResponse);
  });
}
