/**
 * The product's name until the admin's `site_name` is known (features/site useSiteName). It equals
 * `settingsCatalogue.site_name.default` of the contracts; written out here because importing the
 * catalogue would pull zod and every contract into the first chunk each visitor downloads.
 */
export const SITE_NAME = 'PointsPlay';
