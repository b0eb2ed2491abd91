import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetOgadsOffersResponse } from '@app/contracts';
import type { TestInfrastructure } from '@app/platform/testing';
import { startGatewayStandIn } from '../fakes/gateway-stand-in.js';
import type { FakeServer } from '../fakes/http-server.js';
import { startFakeOfferNetwork, type FakeOfferNetwork } from '../fakes/offer-network-fake.js';
import { startFakeOgads, type FakeOgads } from '../fakes/ogads-fake.js';
import { expectLedgerInvariant } from '../ledger-invariant.js';
import {
  eventually,
  fakeAuth,
  newPlayer,
  putSetting,
  startWallet,
  testWalletConfig,
  walletClient,
  walletInfrastructure,
  type FakeAuth,
  type RunningWallet,
} from '../wallet-test-kit.js';

const OGADS_KEY = 'ogads-api-key-123';
const OGADS_SECRET = 'ogads-postback-secret';
const WALL_SECRET = 'wall-signing-secret';

describe('offers and postbacks on PostgreSQL + NATS', () => {
  let infra: TestInfrastructure;
  let wallet: RunningWallet;
  let auth: FakeAuth;
  let api: ReturnType<typeof walletClient>;
  let gateway: FakeServer;
  let ogads: FakeOgads;
  let network: FakeOfferNetwork;

  beforeAll(async () => {
    infra = await walletInfrastructure('distributed');
    auth = fakeAuth(infra.bus);
    network = await startFakeOfferNetwork(() => `${gateway.url}/api/offers/postback/ogads?offer_id={offer_id}&payout={payout}&aff_sub={aff_sub}&ip={ip}&status={status}&secret=${OGADS_SECRET}`);
    ogads = await startFakeOgads(OGADS_KEY, () =>
      Array.from({ length: 8 }, (_, i) => ({
        offerid: 100 + i,
        name: `Offer ${i}`,
        name_short: `O${i}`,
        adcopy: 'Complete the survey',
        description: 'A survey',
        picture: 'https://img.example/o.png',
        ctype: 1,
        device: 'all',
        payout: `${i + 1}.25`,
        link: network.link(String(100 + i), `${i + 1}.25`),
      })),
    );
    wallet = await startWallet(infra, { config: testWalletConfig({ ogadsApiUrl: ogads.url }) });
    gateway = await startGatewayStandIn(wallet.service.url);
    api = walletClient(wallet.service.url);
    await putSetting(infra, 'ogads_api_key', OGADS_KEY);
    await putSetting(
      infra,
      'offer_networks',
      JSON.stringify([
        { network: 'ogads', secret: OGADS_SECRET, signature: 'secret-param' },
        { network: 'wall', secret: WALL_SECRET, signature: 'hmac-sha256', ipAllowList: ['203.0.113.9'] },
      ]),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await network?.close();
    await ogads?.close();
    await wallet?.close();
    await infra?.cleanup();
  });

  const balance = async (userId: string) => (await infra.bus.request('wallet.v1.account.get', { userId })).points;
  /** a conversion as OGAds reports it, through the gateway stand-in */
  const convert = (userId: string, offerId: string, payout: string, status = '') => network.postback({ offer_id: offerId, payout, aff_sub: userId, status });
  const offerEntries = async (userId: string) =>
    (await wallet.sql.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" = 'offer'`, [userId]))[0]!.n;

  it("lists 6 offers chosen for the player's address and browser, each showing what its completion credits", async () => {
    await putSetting(infra, 'offer_revenue_share', '0.5');
    try {
      const userId = await newPlayer(infra, wallet.sql, 0);
      const res = await api.get('/api/ogads/offers', userId, { ip: '198.51.100.23', userAgent: 'Mozilla/5.0 (Player)' });
      const body = ZGetOgadsOffersResponse.parse(res.body);
      expect(body.success).toBe(true);
      expect(body.offers).toHaveLength(6);
      expect(ogads.requests.at(-1)).toEqual({ ip: '198.51.100.23', userAgent: 'Mozilla/5.0 (Player)' });
      expect(body.offers.map((o) => [o.payout, o.points])).toEqual([
        ['1.25', 63],
        ['2.25', 113],
        ['3.25', 163],
        ['4.25', 213],
        ['5.25', 263],
        ['6.25', 313],
      ]);
      // completing the second offer through its link: the postback credits exactly what the card showed
      const card = body.offers[1]!;
      expect(new URL(card.link).searchParams.get('aff_sub')).toBe(userId);
      const click = await fetch(card.link);
      expect(await click.json()).toEqual({ status: 200, body: 'OK' });
      expect(await balance(userId)).toBe(card.points);
      await expectLedgerInvariant(wallet.sql, userId);
    } finally {
      await putSetting(infra, 'offer_revenue_share', null);
    }
  });

  it('answers "Offers Temporarily Unavailable" without an API key and a retry message when OGAds refuses', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    await putSetting(infra, 'ogads_api_key', null);
    expect((await api.get('/api/ogads/offers', userId)).body).toEqual({ success: false, offers: [], message: 'Offers Temporarily Unavailable' });
    await putSetting(infra, 'ogads_api_key', 'wrong-key');
    expect((await api.get('/api/ogads/offers', userId)).body).toMatchObject({ success: false, offers: [], message: 'Failed to load offers. Please try again.' });
    await putSetting(infra, 'ogads_api_key', OGADS_KEY);
    expect((await api.get('/api/ogads/offers', null)).status).toBe(401);
  });

  it('builds the offer-wall address from the template with the encoded user id, or none', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    expect((await api.get('/api/ogads/offerwall', userId)).body).toEqual({ url: null });
    await putSetting(infra, 'offerwall_url_template', 'https://wall.example/?pub=7&uid={userId}');
    expect((await api.get('/api/ogads/offerwall', userId)).body).toEqual({ url: `https://wall.example/?pub=7&uid=${encodeURIComponent(userId)}` });
  });

  it('credits a conversion once when the network sends its postback 5 times at once', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    const calls = await Promise.all(Array.from({ length: 5 }, () => convert(userId, '555', '2.50')));
    expect(calls).toEqual(Array.from({ length: 5 }, () => ({ status: 200, body: 'OK' })));
    expect(await balance(userId)).toBe(250);
    expect(await offerEntries(userId)).toBe(1);
    // and again later, one by one
    expect(await convert(userId, '555', '2.50')).toEqual({ status: 200, body: 'OK' });
    expect(await balance(userId)).toBe(250);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('refuses a wrong secret, an unknown user or network, a malformed payout and an address off the allow-list', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    const postback = (path: string) => fetch(`${gateway.url}${path}`).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }));
    expect(await postback(`/api/offers/postback/ogads?offer_id=1&payout=1&aff_sub=${userId}&secret=guess`)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await postback(`/api/offers/postback/ogads?offer_id=1&payout=1&secret=${OGADS_SECRET}`)).toMatchObject({ status: 400, body: { field: 'aff_sub' } });
    expect(await postback(`/api/offers/postback/ogads?offer_id=1&payout=1&aff_sub=nobody&secret=${OGADS_SECRET}`)).toMatchObject({ status: 404, body: { message: 'Unknown user' } });
    expect(await postback(`/api/offers/postback/ogads?offer_id=1&payout=lots&aff_sub=${userId}&secret=${OGADS_SECRET}`)).toMatchObject({ status: 400, body: { field: 'payout' } });
    expect(await postback(`/api/offers/postback/nowhere?offer_id=1&payout=1&aff_sub=${userId}`)).toMatchObject({ status: 404 });

    // the signed network only accepts its listed address
    const signature = createHmac('sha256', WALL_SECRET).update(`t-1:${userId}:3.00:`).digest('hex');
    const query = `transaction_id=t-1&user_id=${userId}&payout=3.00&signature=${signature}`;
    expect(await postback(`/api/offers/postback/wall?${query}`)).toMatchObject({ status: 403 });
    const listed = await startGatewayStandIn(wallet.service.url, { ip: '203.0.113.9' });
    try {
      const res = await fetch(`${listed.url}/api/offers/postback/wall`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query });
      expect([res.status, await res.text()]).toEqual([200, 'OK']);
    } finally {
      await listed.close();
    }
    expect(await balance(userId)).toBe(300);
  });

  it('refuses a conversion, like a chargeback, whose transaction id is already recorded for another user', async () => {
    const owner = await newPlayer(infra, wallet.sql, 0);
    const other = await newPlayer(infra, wallet.sql, 0);
    const listed = await startGatewayStandIn(wallet.service.url, { ip: '203.0.113.9' });
    const wall = async (userId: string, status = '') => {
      const signature = createHmac('sha256', WALL_SECRET).update(`tx-shared-1:${userId}:2.00:${status}`).digest('hex');
      const res = await fetch(`${listed.url}/api/offers/postback/wall?transaction_id=tx-shared-1&user_id=${userId}&payout=2.00&status=${status}&signature=${signature}`);
      const text = await res.text();
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
    };
    try {
      expect(await wall(owner)).toEqual({ status: 200, body: 'OK' });
      const refusal = { status: 400, body: { code: 'BAD_REQUEST', message: 'This transaction belongs to another user' } };
      expect(await wall(other)).toMatchObject(refusal);
      expect(await wall(other, 'chargeback')).toMatchObject(refusal);
      // the owner's replay is still a quiet duplicate
      expect(await wall(owner)).toEqual({ status: 200, body: 'OK' });
    } finally {
      await listed.close();
    }
    expect(await balance(owner)).toBe(200);
    expect(await balance(other)).toBe(0);
    expect(await offerEntries(other)).toBe(0);
  });

  it('takes a reversed offer back; after a withdrawal the shortfall is debt that blocks withdrawals until covered', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    auth.add(userId);
    expect(await convert(userId, '700', '10.00')).toMatchObject({ status: 200 });
    const withdrawal = await api.post('/api/withdrawal/request', userId, { method: 'paypal', amount: 1000, paymentDetails: 'me@example.com' });
    expect(withdrawal.status).toBe(201);
    await infra.bus.request('wallet.v1.withdrawal.review', { withdrawalId: withdrawal.body.withdrawal.id, status: 'approved', adminNotes: '', adminId: 'a', operationId: 'approve-1' });

    expect(await convert(userId, '700', '10.00', 'chargeback')).toEqual({ status: 200, body: 'OK' });
    expect(await convert(userId, '700', '10.00', 'chargeback')).toEqual({ status: 200, body: 'OK' });
    expect(await balance(userId)).toBe(-1000);
    // the reversal names the offer it takes back, as its credit did
    const descriptions = await wallet.sql.query<{ type: string; description: string }>(
      `SELECT "type", "description" FROM "wallet"."ledger_entries" WHERE "userId" = $1 AND "type" IN ('offer', 'offer_reversal') ORDER BY "seq"`,
      [userId],
    );
    expect(descriptions.map((d) => d.type)).toEqual(['offer', 'offer_reversal']);
    expect(descriptions[1]!.description).toMatch(/^Offer reversed \(\S+ #700, transaction \S+\)$/);
    expect(descriptions[0]!.description).toContain('#700');
    const [debt] = await wallet.sql.query<{ points: number; debt: number }>(`SELECT "points", "debt" FROM "wallet"."accounts" WHERE "userId" = $1`, [userId]);
    expect(debt).toEqual({ points: 0, debt: 1000 });
    // a conversion reported again after its chargeback credits nothing
    expect(await convert(userId, '700', '10.00')).toMatchObject({ status: 200 });
    expect(await balance(userId)).toBe(-1000);

    // earnings repay the debt first; withdrawals stay blocked while any is left
    expect(await convert(userId, '701', '5.00')).toMatchObject({ status: 200 });
    const blocked = await api.post('/api/withdrawal/request', userId, { method: 'paypal', amount: 1000, paymentDetails: 'me@example.com' });
    expect(blocked).toMatchObject({ status: 403, body: { message: 'Withdrawals are blocked until your balance covers a reversed offer' } });
    expect(await convert(userId, '702', '25.00')).toMatchObject({ status: 200 });
    expect(await balance(userId)).toBe(2000);
    expect((await api.post('/api/withdrawal/request', userId, { method: 'paypal', amount: 1000, paymentDetails: 'me@example.com' })).status).toBe(201);
    await expectLedgerInvariant(wallet.sql, userId);
  });

  it('records a chargeback that arrives before its conversion, so the late conversion credits nothing', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    expect(await convert(userId, '800', '-1.00')).toMatchObject({ status: 200 });
    expect(await convert(userId, '800', '1.00')).toMatchObject({ status: 200 });
    expect(await balance(userId)).toBe(0);
  });

  it('keeps what the network sent with a conversion and with its chargeback, for audits, but never the shared secret', async () => {
    const sent = async (userId: string) =>
      (
        await wallet.sql.query<{ status: string; offerwallData: Record<string, string> | null; reversalData: Record<string, string> | null }>(
          `SELECT "status", "offerwallData", "reversalData" FROM "wallet"."offer_completions" WHERE "userId" = $1`,
          [userId],
        )
      )[0];
    const userId = await newPlayer(infra, wallet.sql, 0);
    await convert(userId, '810', '3.00');
    const credited = await sent(userId);
    expect(credited).toEqual({ status: 'credited', offerwallData: { offer_id: '810', payout: '3.00', aff_sub: userId, ip: '', status: '' }, reversalData: null });
    await convert(userId, '810', '3.00', 'chargeback');
    expect((await sent(userId))!.reversalData).toEqual({ offer_id: '810', payout: '3.00', aff_sub: userId, ip: '', status: 'chargeback' });
    expect((await sent(userId))!.offerwallData).toEqual(credited!.offerwallData);

    // a chargeback that came first is kept as the chargeback's; the late conversion, which credits nothing, changes nothing
    const early = await newPlayer(infra, wallet.sql, 0);
    await convert(early, '811', '-1.00');
    await convert(early, '811', '1.00');
    expect(await sent(early)).toEqual({ status: 'reversed', offerwallData: null, reversalData: { offer_id: '811', payout: '-1.00', aff_sub: early, ip: '', status: '' } });
    const stored = await wallet.sql.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "wallet"."offer_completions" WHERE ("offerwallData" ? 'secret') OR ("reversalData" ? 'secret')`);
    expect(stored[0]!.n).toBe(0);
  });

  it('advances the offers and earnings challenges from credited offers', async () => {
    const userId = await newPlayer(infra, wallet.sql, 0);
    for (const offerId of ['901', '902', '903']) await convert(userId, offerId, '2.00');
    const challenges = await eventually(async () => {
      const list = (await api.get('/api/daily-challenges', userId)).body as { id: string; progress: number; completed: boolean }[];
      return list.find((c) => c.id === 'complete_3_offers')?.completed ? list : null;
    });
    expect(challenges.find((c) => c.id === 'earn_500_points')).toMatchObject({ progress: 500, completed: true });
  });
});
