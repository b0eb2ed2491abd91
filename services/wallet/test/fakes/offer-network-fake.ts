import { sendJson, startFakeServer, type FakeServer } from './http-server.js';

export interface PostbackCall {
  status: number;
  body: string;
}

export interface FakeOfferNetwork extends FakeServer {
  /** the tracking link of an offer (what the OGAds API lists); the wallet adds aff_sub */
  link(offerId: string, payout: string): string;
  /** the network calls the postback URL for a conversion, as it would after the player completed the offer */
  postback(values: Record<string, string>): Promise<PostbackCall>;
}

/**
 * An offer network the way OGAds works: the publisher registers a postback URL with macros
 * ({offer_id}, {payout}, {aff_sub}, {ip}, {status}, ...) and the network calls it, server to server,
 * when a player completes an offer. Opening a tracking link (`/click`, as the player's browser would
 * after finishing the offer) converts it and fires the postback; the answer reports what the postback got.
 */
export async function startFakeOfferNetwork(postbackUrlTemplate: () => string): Promise<FakeOfferNetwork> {
  const postback = async (values: Record<string, string>): Promise<PostbackCall> => {
    const url = postbackUrlTemplate().replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
    const res = await fetch(url, { headers: { 'user-agent': 'FakeOfferNetwork/1.0' } });
    return { status: res.status, body: await res.text() };
  };
  const server = await startFakeServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/click') return sendJson(res, 404, { error: 'Not found' });
    const values = Object.fromEntries(url.searchParams);
    sendJson(res, 200, await postback({ ...values, ip: '198.51.100.23' }));
  });
  return {
    ...server,
    link: (offerId, payout) => `${server.url}/click?offer_id=${encodeURIComponent(offerId)}&payout=${encodeURIComponent(payout)}`,
    postback,
  };
}
