import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { GetOgadsOffersResponse, GetOgadsRateResponse } from '@app/contracts';
import { createQueryClient } from '../../src/app/query-client';
import { getOfferRate, offerRateQueryOptions } from '../../src/features/earn/api/get-offer-rate';
import { ExchangeRates } from '../../src/features/earn/components/exchange-rates';
import { offersQueryOptions } from '../../src/features/offers/api/get-offers';

// Design section 4: points credited = round(payout × 100 × offer_revenue_share), and what the earn page
// shows is what is credited. The "$1 earned" tile says what the wallet says a dollar credits under the
// live share, also when the offer list is unavailable (no OGAds key, OGAds failing, a visitor).

const unavailable: GetOgadsOffersResponse = { success: false, offers: [], message: 'Offers Temporarily Unavailable' };

function earnTile(rate?: GetOgadsRateResponse): string {
  const client = createQueryClient();
  client.setQueryData(offersQueryOptions().queryKey, unavailable);
  if (rate) client.setQueryData(offerRateQueryOptions().queryKey, rate);
  const html = renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(ExchangeRates)));
  const tile = /data-testid="rate-earn"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
  return tile.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

afterEach(() => vi.unstubAllGlobals());

describe('the "$1 earned" exchange-rate tile', () => {
  it('says 50 points under a revenue share of 0.5 while the offer list is unavailable', () => {
    expect(earnTile({ revenueShare: 0.5, pointsPerDollar: 50 })).toBe('$1 earned = 50 points');
  });

  it('says 100 points under the default share of 1.0', () => {
    expect(earnTile({ revenueShare: 1, pointsPerDollar: 100 })).toBe('$1 earned = 100 points');
  });

  it('does not guess 100 points before the wallet has said what a dollar credits', () => {
    expect(earnTile()).not.toContain('100');
  });

  it('asks the wallet for the live rate', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify({ revenueShare: 0.25, pointsPerDollar: 25 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    expect(await getOfferRate()).toEqual({ revenueShare: 0.25, pointsPerDollar: 25 });
    expect(requested).toEqual(['/api/ogads/rate']);
  });
});
