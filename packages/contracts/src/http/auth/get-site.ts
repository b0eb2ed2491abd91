import { z } from 'zod';

/** GET /api/public/site: what every page shows of the site's own settings (site_name: logo, tab title, footer). */
export const ZGetSiteResponse = z.object({ siteName: z.string() });
export type GetSiteResponse = z.infer<typeof ZGetSiteResponse>;
