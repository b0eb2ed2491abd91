import { sendJson, startFakeServer, type FakeServer } from './http-server.js';

export interface FakeOgads extends FakeServer {
  /** the ip and user_agent of each offers request that passed the key check */
  requests: { ip: string | null; userAgent: string | null }[];
}

/** OGAds' offer API v2 as the wallet calls it: GET /api/v2?ip&user_agent with `Authorization: Bearer <key>`. */
export async function startFakeOgads(apiKey: string, offers: () => unknown[]): Promise<FakeOgads> {
  const requests: FakeOgads['requests'] = [];
  const server = await startFakeServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/api/v2' || req.method !== 'GET') return sendJson(res, 404, { success: false, error: 'Not found' });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return sendJson(res, 401, { success: false, error: 'Invalid API key' });
    const ip = url.searchParams.get('ip');
    const userAgent = url.searchParams.get('user_agent');
    if (!ip || !userAgent) return sendJson(res, 200, { success: false, error: 'ip and user_agent are required' });
    requests.push({ ip, userAgent });
    sendJson(res, 200, { success: true, error: null, offers: offers() });
  });
  return { ...server, requests };
}
