/** Express's compiled `trust proxy` setting: is the address `i` hops away from us a proxy we trust? */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The client's address as Express computes `req.ip` (proxy-addr): walk from the socket address back through
 * X-Forwarded-For while each hop is trusted; the first untrusted one is the client. Used for plain requests
 * and WebSocket upgrades alike, which Express never sees. IPv4-mapped IPv6 addresses are shown as IPv4, so
 * that one visitor has one address in rate limits and logs.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | undefined, trust: TrustFunction): string {
  const hops = [remoteAddress ?? '', ...(forwardedFor ? forwardedFor.split(',').map((s) => s.trim()).filter(Boolean).reverse() : [])];
  let i = 0;
  while (i < hops.length - 1 && trust(hops[i]!, i)) i++;
  return plainAddress(hops[i]!);
}

export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
