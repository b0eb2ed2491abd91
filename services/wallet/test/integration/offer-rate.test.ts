import { describe, expect, it } from 'vitest';
import { ZGetOgadsRateResponse } from '@app/contracts';
import { enableOfferPostbacks, newPlayer, offerPostback, putSetting, walletClient, walletForSuite } from '../wallet-test-kit.js';

// Design section 4: points credited = round(payout × 100 × offer_revenue_share), and what the earn page
// shows is what is credited. The earn page's "$1 earned = n points" tile reads GET /api/ogads/rate, which
// must follow the live setting whether or not the offer list can be loaded, for visitors too.
describe('GET /api/ogads/rate', () => {
  const t = walletForSuite('distributed');
  const api = () => walletClient(t.wallet.service.url);
  const rate = async (userId: string | null) => {
    const res = await api().get('/api/ogads/rate', userId);
    expect(res.status).toBe(200);
    return ZGetOgadsRateResponse.parse(res.body);
  };

  it('says 100 points per offer dollar under the default share of 1.0, to visitors and players alike', async () => {
    const userId = await newPlayer(t.infra, t.wallet.sql, 0);
    expect(await rate(null)).toEqual({ revenueShare: 1, pointsPerDollar: 100 });
    expect(await rate(userId)).toEqual({ revenueShare: 1, pointsPerDollar: 100 });
  });

  it("follows an admin's change of offer_revenue_share at once, with no OGAds key configured", async () => {
    await putSetting(t.infra, 'ogads_api_key', null);
    try {
      await putSetting(t.infra, 'offer_revenue_share', '0.5');
      expect(await rate(null)).toEqual({ revenueShare: 0.5, pointsPerDollar: 50 });
      await putSetting(t.infra, 'offer_revenue_share', '0.755');
      expect(await rate(null)).toEqual({ revenueShare: 0.755, pointsPerDollar: 76 });
    } finally {
      await putSetting(t.infra, 'offer_revenue_share', null);
    }
    expect(await rate(null)).toEqual({ revenueShare: 1, pointsPerDollar: 100 });
  });

  it('says exactly what completing a $1 offer credits', async () => {
    await enableOfferPostbacks(t.infra);
    await putSetting(t.infra, 'offer_revenue_share', '0.375');
    try {
      const userId = await newPlayer(t.infra, t.wallet.sql, 0);
      const { pointsPerDollar } = await rate(userId);
      await offerPostback(api(), userId, 'rate-check', '1.00');
      expect((await t.infra.bus.request('wallet.v1.account.get', { userId })).points).toBe(pointsPerDollar);
      expect(pointsPerDollar).toBe(38);
    } finally {
      await putSetting(t.infra, 'offer_revenue_share', null);
    }
  });
});
