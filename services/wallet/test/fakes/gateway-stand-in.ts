import { gatewayHeaders } from '@app/platform/testing';
import { startFakeServer, type FakeServer } from './http-server.js';

/**
 * Stands in for the gateway in front of the wallet: forwards every request as it is, with the identity
 * header the gateway signs for a visitor (no session) whose address is the caller's, as offer networks
 * reach the postback URL.
 */
export function startGatewayStandIn(walletUrl: string, options: { ip?: string } = {}): Promise<FakeServer> {
  return startFakeServer(async (req, res, body) => {
    const identity = gatewayHeaders(null, { ip: options.ip ?? req.socket.remoteAddress ?? '', userAgent: req.headers['user-agent'] ?? '' });
    const headers: Record<string, string> = { ...identity };
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
    else delete headers['content-type'];
    const answer = await fetch(`${walletUrl}${req.url}`, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(await answer.text());
  });
}
