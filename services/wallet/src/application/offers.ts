import type { GetOgadsOffersResponse, GetOgadsOfferwallResponse, Identity } from '@app/contracts';
import { offerCards, offerwallUrl } from '../domain/offer-cards.js';
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
