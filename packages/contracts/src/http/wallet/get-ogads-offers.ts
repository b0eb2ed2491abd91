import { z } from 'zod';

/**
 * One offer as OGAds describes it, plus `points`: what completing it credits
 * (round(payout × 100 × offer_revenue_share)); what the card shows is what the postback credits.
 * `link` already carries the player's id for the postback.
 */
export const ZOffer = z.object({
  offerid: z.union([z.string(), z.number()]),
  name: z.string(),
  name_short: z.string(),
  adcopy: z.string(),
  description: z.string(),
  picture: z.string(),
  ctype: z.union([z.string(), z.number()]),
  device: z.string(),
  /** dollars, as a string ("1.25") */
  payout: z.string(),
  link: z.string(),
  points: z.number().int(),
});
export type Offer = z.infer<typeof ZOffer>;

/**
 * GET /api/ogads/offers: at most 6 offers for the player's address and browser. Without a configured
 * API key: `{success: false, offers: [], message: 'Offers Temporarily Unavailable'}`; when OGAds fails:
 * `{success: false, offers: [], error, message: 'Failed to load offers. Please try again.'}`.
 */
export const ZGetOgadsOffersResponse = z.object({
  success: z.boolean(),
  offers: z.array(ZOffer),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type GetOgadsOffersResponse = z.infer<typeof ZGetOgadsOffersResponse>;
