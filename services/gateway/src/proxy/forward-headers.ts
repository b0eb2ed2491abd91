import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@app/contracts';
import { signIdentity } from '@app/platform';
import type { GatewayRequestState } from '../http/request-state.js';

/**
 * Headers that describe one connection, not the request (RFC 9110 7.6.1). The gateway speaks keep-alive to
 * the services on its own terms; `expect` is answered here, since the whole body is read before forwarding.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'expect'];

/** Forwarding headers a client could forge; the gateway states them itself. */
const UNTRUSTED_FORWARDING = ['forwarded', 'x-real-ip'];

/**
 * Rewrites the headers of a request about to be forwarded: the signed identity, the request id, the
 * X-Forwarded-* trio, and (for plain requests) no hop-by-hop headers and an exact Content-Length for the
 * body that was read. An upgrade keeps Connection/Upgrade, which are what it is made of.
 */
export function prepareForwardedHeaders(req: IncomingMessage, state: GatewayRequestState, internalSecret: string, kind: 'http' | 'upgrade'): void {
  const headers = req.headers;
  if (kind === 'http') {
    state.clientConnection = typeof headers.connection === 'string' ? headers.connection : undefined;
    const listed = typeof headers.connection === 'string' ? headers.connection.split(',').map((h) => h.trim().toLowerCase()) : [];
    for (const name of [...HOP_BY_HOP, ...listed]) delete headers[name];
    if (state.body && (state.body.length > 0 || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined)) {
      delete headers['transfer-encoding'];
      headers['content-length'] = String(state.body.length);
    }
  }
  for (const name of UNTRUSTED_FORWARDING) delete headers[name];
  headers['x-forwarded-for'] = state.forwardedFor;
  headers['x-forwarded-proto'] = state.proto;
  if (state.host) headers['x-forwarded-host'] = state.host;
  headers[REQUEST_ID_HEADER] = state.requestId;
  if (!state.identity) throw new Error('identity must be resolved before forwarding');
  headers[IDENTITY_HEADER] = signIdentity(state.identity, internalSecret);
}

/**
 * The service's Connection/Keep-Alive answer describes the gateway's pooled socket, not the client's: the
 * client gets back what it asked for (keep-alive unless it asked to close).
 */
export function keepClientConnectionChoice(responseHeaders: IncomingHttpHeaders, clientConnection: string | undefined): void {
  delete responseHeaders['keep-alive'];
  responseHeaders.connection = clientConnection && /\bclose\b/i.test(clientConnection) ? 'close' : 'keep-alive';
}
