import type { GetOgadsOffersResponse, GetOgadsOfferwallResponse, GetOgadsRateResponse, Identity } from '@app/contracts';
import { offerCards, offerwallUrl } from '../domain/offer-cards.js';
import { offerPoints } from '../domain/offer-points.js';
import { fetchOgadsOffers, OgadsError } from '../providers/ogads-api.js';
import type { WalletContext } from '../context.js';

export const OFFERS_UNAVAILABLE = 'Offers Temporarily Unavailable';
export const OFFERS_FAILED = 'Failed to load offers. Please try again.';

/**
 * GET /api/ogads/offers: OGAds' offers for the player's address and browser (as the gateway saw them),
 * each with the points its completion credits. Answered 200 in every case, as the earn page expects:
 * `success: false` with the message it shows when no key is configured or OGAds fails.
 */
export async function listOffers(ctx: WalletContext, userId: string, identity: Identity): Promise<GetOgadsOffersResponse> {
  const apiKey = ctx.settings.get('ogads_api_key');
  if (!apiKey) return { success: false, offers: [], message: OFFERS_UNAVAILABLE };
  try {
    const offers = await fetchOgadsOffers({
      apiUrl: ctx.config.ogadsApiUrl,
      apiKey,
      ip: identity.ip,
      userAgent: identity.userAgent,
      timeoutMs: ctx.config.offersTimeoutMs,
    });
    return { success: true, offers: offerCards(offers, userId, ctx.settings.get('offer_revenue_share')) };
  } catch (err) {
    if (!(err instanceof OgadsError)) throw err;
    ctx.logger.warn({ err: err.message }, 'OGAds offers could not be loaded');
    return { success: false, offers: [], error: err.message, message: OFFERS_FAILED };
  }
}

/** GET /api/ogads/offerwall */
export function offerwall(ctx: WalletContext, userId: string): GetOgadsOfferwallResponse {
  return { url: offerwallUrl(ctx.settings.get('offerwall_url_template'), userId) };
}

/** A dollar of offer payout, in the micro-dollars offerPoints counts in. */
const ONE_DOLLAR_MICROS = 1_000_000;

/**
 * GET /api/ogads/rate: the live revenue share and what an offer dollar credits under it, computed as
 * the cards and the postback compute it, so the earn page's rate tile says what is really credited.
 */
export function offerRate(ctx: Pick<WalletContext, 'settings'>): GetOgadsRateResponse {
  const revenueShare = ctx.settings.get('offer_revenue_share');
  return { revenueShare, pointsPerDollar: offerPoints(ONE_DOLLAR_MICROS, revenueShare) };
}
