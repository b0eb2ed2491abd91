import type { Express } from 'express';
import type { GetSiteResponse } from '@app/contracts';
import type { SettingsView } from '@app/platform';

/**
 * GET /api/public/site: the site's name as the admin set it (site_name), for the logo, the tab title and
 * the footer; auth answers it because it already reads that setting for its e-mails.
 */
export function addSiteRoute(app: Express, settings: SettingsView): void {
  app.get('/api/public/site', (_req, res) => {
    res.json({ siteName: settings.get('site_name') } satisfies GetSiteResponse);
  });
}
