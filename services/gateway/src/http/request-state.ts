import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Identity } from '@app/contracts';
import type { Route } from '../routes/route-table.js';

/** What the gateway learns about one request on its way through, for the middlewares and proxy hooks after it. */
export interface GatewayRequestState {
  requestId: string;
  /** the client's address after trusted proxies */
  clientIp: string;
  /** 'http' or 'https' as the client used it (trusted X-Forwarded-Proto, else the socket) */
  proto: 'http' | 'https';
  /** the host the client asked for (trusted X-Forwarded-Host, else Host) */
  host: string | undefined;
  /** X-Forwarded-For to send on: the trusted chain plus our peer, or only our peer */
  forwardedFor: string;
  route?: Route;
  /** the client's own Connection header, kept for the answer (the forwarded request speaks keep-alive) */
  clientConnection?: string;
  identity?: Identity;
  /** the session cookie's value, if any (sticky routing key) */
  sessionToken?: string;
  /** the whole request body, read before proxying so that a refused connection can be retried elsewhere */
  body?: Buffer;
  /** replicas tried so far for this request */
  tried: Set<string>;
  /** the replica of the current attempt */
  target?: string;
  /** the outgoing request of the current attempt */
  proxyReq?: ClientRequest;
  /** set when the upstream did not answer in time (504, not 502) */
  timedOut?: boolean;
  /** the WebSocket upgrade went through: later errors concern an open socket */
  upgraded?: boolean;
  /** a stale keep-alive socket was already retried once */
  staleSocketRetried?: boolean;
}

const states = new WeakMap<IncomingMessage, GatewayRequestState>();

export function setRequestState(req: IncomingMessage, state: GatewayRequestState): GatewayRequestState {
  states.set(req, state);
  return state;
}

export function requestState(req: IncomingMessage): GatewayRequestState {
  const state = states.get(req);
  if (!state) throw new Error('gateway request state missing: the request context middleware must run first');
  return state;
}
