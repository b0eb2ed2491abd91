import type { IncomingMessage } from 'node:http';
import { isPrivateAddress } from '../domain/private-address.js';

/** Headers a proxy or load balancer adds: a request carrying one came from outside through it. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether a request may read the gateway's operator endpoints (/metrics, /readyz/services) on its public
 * port: it comes from this host or a private network, straight, not through a proxy. Behind a load
 * balancer every visitor's connection comes from the balancer's private address; the header the balancer
 * adds is what tells a visitor from a scraper next to the gateway.
 */
export function isInternalCaller(req: IncomingMessage): boolean {
  if (!isPrivateAddress(req.socket.remoteAddress)) return false;
  return PROXY_HEADERS.every((name) => req.headers[name] === undefined);
}
