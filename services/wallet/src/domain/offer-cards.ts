import type { Offer } from '@app/contracts';
import type { OgadsOffer } from '../providers/ogads-api.js';
import { offerPoints, parseDollarMicros } from './offer-points.js';

/** The earn page lists 6 offers (spec section 9). */
export const OFFERS_SHOWN = 6;

/**
 * The offers as cards: each with the points its postback will credit (same function, same share), and a
 * link that carries the player's id in `aff_sub`, which OGAds sends back in the postback. Offers whose
 * payout cannot be read are left out rather than shown with a wrong amount, and so are offers that would
 * credit 0 points after the revenue share (a tiny payout, or a share of 0): work for nothing.
 */
export function offerCards(offers: readonly OgadsOffer[], userId: string, revenueShare: number): Offer[] {
  const cards: Offer[] = [];
  for (const offer of offers) {
    if (cards.length === OFFERS_SHOWN) break;
    const micros = parseDollarMicros(offer.payout);
    const link = linkFor(offer.link, userId);
    if (micros === null || micros < 0 || link === null) continue;
    const points = offerPoints(micros, revenueShare);
    if (points <= 0) continue;
    cards.push({ ...offer, link, points, picture: securePicture(offer.picture) });
  }
  return cards;
}

/**
 * The offer's picture as the earn page can show it: the site's Content-Security-Policy loads images over
 * https only, so an http address is asked over https (what the networks' image hosts serve), and anything
 * else (a data: or javascript: address, a relative path, junk) is left out: the card then shows no picture.
 */
export function securePicture(picture: string): string {
  try {
    const url = new URL(picture);
    if (url.protocol === 'http:') url.protocol = 'https:';
    return url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

function linkFor(link: string, userId: string): string | null {
  try {
    const url = new URL(link);
    url.searchParams.set('aff_sub', userId);
    return url.toString();
  } catch {
    return null;
  }
}

/** The offer-wall frame address: the template with `{userId}` replaced by the encoded id; null when not configured. */
export function offerwallUrl(template: string, userId: string): string | null {
  if (!template.trim()) return null;
  return template.replaceAll('{userId}', encodeURIComponent(userId));
}
