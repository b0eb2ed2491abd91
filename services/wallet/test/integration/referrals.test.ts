import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetReferralStatsResponse } from '@app/contracts';
import type { TestInfrastructure } from '@app/platform/testing';
import { startGatewayStandIn } from '../fakes/gateway-stand-in.js';
import type { FakeServer } from '../fakes/http-server.js';
import { startFakeOfferNetwork, type FakeOfferNetwork } from '../fakes/offer-network-fake.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import { eventually, fakeAuth, putSetting, registeredEvent, startWallet, walletClient, walletInfrastructure, type FakeAuth, type RunningWallet } from '../wallet-test-kit.js';

const SECRET = 'ogads-postback-secret';

describe('referrals end to end on PostgreSQL + NATS', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;
  let auth: FakeAuth;
  let gateway: FakeServer;
  let network: FakeOfferNetwork;
  let api: ReturnType<typeof walletClient>;

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    auth = fakeAuth(infra.bus);
    wallet = await startWallet(infra);
    gateway = await startGatewayStandIn(wallet.service.url);
    network = await startFakeOfferNetwork(() => `${gateway.url}/api/offers/postback/ogads?offer_id={offer_id}&payout={payout}&aff_sub={aff_sub}&status={status}&secret=${SECRET}`);
    api = walletClient(wallet.service.url);
    await putSetting(infra, 'offer_networks', JSON.stringify([{ network: 'ogads', secret: SECRET, signature: 'secret-param' }]));
    await putSetting(infra, 'signup_bonus', '0');
  });

  afterAll(async () => {
    await network?.close();
    await gateway?.close();
    await wallet?.close();
    await infra?.cleanup();
  });

  /** A registration as auth publishes it; resolves once the wallet opened the account. */
  async function register(referredBy: string | null = null): Promise<string> {
    const event = registeredEvent();
    event.data.referredBy = referredBy;
    await infra.bus.publish(event);
    await eventually(async () => (await wallet.sql.query(`SELECT 1 FROM "wallet"."players" WHERE "userId" = $1 AND "registeredAt" IS NOT NULL`, [event.data.userId])).length === 1);
    return event.data.userId;
  }

  const balance = async (userId: string) => (await infra.bus.request('wallet.v1.account.get', { userId })).points;
  const convert = (userId: string, offerId: string, payout: string, status = '') => network.postback({ offer_id: offerId, payout, aff_sub: userId, status });
  const stats = async (userId: string) => ZGetReferralStatsResponse.parse((await api.get('/api/referral/stats', userId)).body);

  it("pays the referrer 500 for a friend's first offer and 10% of every offer, never of other earnings", async () => {
    const referrer = await register();
    auth.add(referrer, { referralCode: 'REF7CODE' });
    const friend = await register(referrer);
    expect(await stats(referrer)).toEqual({ referralCode: 'REF7CODE', referralCount: 1, referralEarnings: 0 });

    expect(await convert(friend, '1', '2.00')).toMatchObject({ status: 200 });
    expect(await balance(friend)).toBe(200);
    expect(await balance(referrer)).toBe(520);

    // replays of the same conversion pay the referrer nothing more
    await Promise.all([convert(friend, '1', '2.00'), convert(friend, '1', '2.00')]);
    expect(await convert(friend, '2', '1.05')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(530);

    // game winnings and other earnings of the friend are not shared
    await infra.bus.request('wallet.v1.credit', { userId: friend, operationId: 'rain-1', amount: 1000, reason: 'rain' });
    await infra.bus.request('wallet.v1.bet', { userId: friend, betId: 'b-1', game: 'dice', stake: 10, payout: 500 });
    expect(await balance(referrer)).toBe(530);
    expect(await stats(referrer)).toEqual({ referralCode: 'REF7CODE', referralCount: 1, referralEarnings: 530 });

    // a reversed first offer takes back its 10%; the first-offer bonus stays, since offer 2 stands credited:
    // the friend did complete an offer (audit, session 10: it was lost for good)
    expect(await convert(friend, '1', '2.00', 'chargeback')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(510);
    expect(await stats(referrer)).toMatchObject({ referralEarnings: 510 });
    // and a later offer is no first offer: the bonus is not paid twice
    expect(await convert(friend, '3', '1.00')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(520);
    // the bonus now stands on offer 2: reversing 2 and 3 leaves no offer of the friend, and takes it back
    expect(await convert(friend, '2', '1.05', 'chargeback')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(510);
    expect(await convert(friend, '3', '1.00', 'chargeback')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(0);
    expect(await stats(referrer)).toMatchObject({ referralEarnings: 0 });
    await expectLedgerInvariant(wallet.sql, referrer);
    await expectLedgerInvariant(wallet.sql, friend);
  });

  it("pays the first-offer bonus again, once, for the friend's next offer after the only credited one was reversed", async () => {
    const referrer = await register();
    auth.add(referrer, { referralCode: 'AGAIN500' });
    const friend = await register(referrer);
    const bonuses = async () =>
      (
        await wallet.sql.query<{ operationId: string; amount: number }>(
          `SELECT "operationId", "amount" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "description" LIKE 'Referral bonus%' ORDER BY "seq"`,
          [referrer],
        )
      ).map((e) => e.amount);

    expect(await convert(friend, '11', '2.00')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(520);
    expect(await convert(friend, '11', '2.00', 'chargeback')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(0);
    expect(await balance(friend)).toBe(0);

    // the friend's next offer is now their first (non-reversed) one: 500 + 10%, once, however often and
    // concurrently the network reports it
    const answers = await Promise.all(Array.from({ length: 6 }, () => convert(friend, '12', '1.00')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balance(referrer)).toBe(510);
    expect(await balance(friend)).toBe(100);
    expect(await convert(friend, '12', '1.00')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(510);
    // and it is not a first offer again while that one stands
    expect(await convert(friend, '13', '1.00')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(520);
    expect(await bonuses()).toEqual([500, -500, 500]);
    expect(await stats(referrer)).toMatchObject({ referralEarnings: 520 });

    // reversing the offer that paid it keeps it while offer 13 stands (it moves there), and the next
    // offer is no first offer
    expect(await convert(friend, '12', '1.00', 'chargeback')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(510);
    expect(await convert(friend, '14', '1.00')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(520);
    expect(await bonuses()).toEqual([500, -500, 500]);
    // replaying the chargeback moves nothing again
    expect(await convert(friend, '12', '1.00', 'chargeback')).toMatchObject({ status: 200 });
    expect(await balance(referrer)).toBe(520);
    await expectLedgerInvariant(wallet.sql, referrer);
    await expectLedgerInvariant(wallet.sql, friend);
  });

  it("pays one first-offer bonus when a friend's first offers arrive together", async () => {
    const referrer = await register();
    auth.add(referrer, { referralCode: 'TOGETHER' });
    const friend = await register(referrer);
    const answers = await Promise.all(['21', '22', '23', '24', '21', '22'].map((offerId) => convert(friend, offerId, '1.00')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balance(friend)).toBe(400);
    expect(await balance(referrer)).toBe(540);
    await expectLedgerInvariant(wallet.sql, referrer);
    await expectLedgerInvariant(wallet.sql, friend);
  });

  it('counts each referred friend, and ignores a registration naming the player as their own referrer', async () => {
    const referrer = await register();
    auth.add(referrer, { referralCode: 'SECOND22' });
    await register(referrer);
    await register(referrer);
    const self = registeredEvent();
    self.data.referredBy = self.data.userId;
    await infra.bus.publish(self);
    await eventually(async () => (await wallet.sql.query(`SELECT 1 FROM "wallet"."accounts" WHERE "userId" = $1`, [self.data.userId])).length === 1);
    expect(await convert(self.data.userId, '9', '3.00')).toMatchObject({ status: 200 });
    expect(await balance(self.data.userId)).toBe(300);
    expect(await stats(referrer)).toMatchObject({ referralCount: 2, referralEarnings: 0 });
  });

  it('answers 404 when auth does not know the player', async () => {
    const lonely = await register();
    expect(await api.get('/api/referral/stats', lonely)).toMatchObject({ status: 404 });
  });
});
