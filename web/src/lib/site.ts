/**
 * The product's name until an admin sets `site_name` (the web does not read settings yet). It equals
 * `settingsCatalogue.site_name.default` of the contracts; written out here because importing the
 * catalogue would pull zod and every contract into the first chunk each visitor downloads.
 */
export const SITE_NAME = 'PointsPlay';
