import { z } from 'zod';

/**
 * GET /api/ogads/rate: what an offer dollar earns right now, from the live offer_revenue_share setting
 * (design section 4: points credited = round(payout × 100 × offer_revenue_share)), for the earn page's
 * "$1 earned" tile, which must say it whether or not the offer list can be loaded (no OGAds key, OGAds
 * failing). Public, like the withdrawal limits: a product rule, not a player's data.
 */
export const ZGetOgadsRateResponse = z.object({
  /** the share of an offer's payout credited to the player, 0 to 1 (1 = all of it) */
  revenueShare: z.number().min(0).max(1),
  /** the points an offer paying $1 credits: round(100 × revenueShare), by the same function the postback uses */
  pointsPerDollar: z.number().int().nonnegative(),
});
export type GetOgadsRateResponse = z.infer<typeof ZGetOgadsRateResponse>;
