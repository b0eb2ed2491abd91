import { isIP } from 'node:net';

/** Loopback and private-network addresses (IPv4, IPv6 and IPv4-mapped IPv6): who may read /metrics. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return address === '::1' || /^f[cd][0-9a-f]{2}:/i.test(address);
}
