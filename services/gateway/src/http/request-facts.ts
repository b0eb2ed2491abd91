import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@app/contracts';
import { clientAddress, plainAddress, type TrustFunction } from '../domain/client-address.js';
import { chooseRequestId } from '../domain/request-id.js';
import { setRequestState, type GatewayRequestState } from './request-state.js';

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The first thing done to every request, plain or upgrade: forget any identity header a client sent
 * (only the gateway may sign one), settle the request id, and work out who and where the client is,
 * believing forwarding headers only from proxies TRUST_PROXY names.
 */
export function beginRequest(req: IncomingMessage, trust: TrustFunction): GatewayRequestState {
  delete req.headers[IDENTITY_HEADER];
  const requestId = chooseRequestId(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  const peer = req.socket.remoteAddress ?? '';
  const peerIsTrustedProxy = trust(peer, 0);
  const forwardedForHeader = typeof req.headers['x-forwarded-for'] === 'string' ? req.headers['x-forwarded-for'] : undefined;
  const forwardedProto = peerIsTrustedProxy ? firstValue(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  return setRequestState(req, {
    requestId,
    clientIp: clientAddress(peer, forwardedForHeader, trust),
    proto: forwardedProto === 'https' || (forwardedProto === undefined && encrypted) ? 'https' : 'http',
    host: (peerIsTrustedProxy ? firstValue(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host,
    forwardedFor: peerIsTrustedProxy && forwardedForHeader ? `${forwardedForHeader}, ${plainAddress(peer)}` : plainAddress(peer),
    tried: new Set(),
  });
}
