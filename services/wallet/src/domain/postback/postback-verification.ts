import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { OfferNetworkConfig } from '@app/contracts';
import type { Postback, PostbackParams } from './postback.js';

/**
 * Is this postback from the network? Per the network's `signature` setting (see contracts
 * offer-networks.ts): the shared secret itself, or a signature over `transactionId:userId:payout:status`
 * (the fields that decide what is credited to whom). Compared in constant time.
 */
export function signedText(postback: Postback): string {
  return `${postback.transactionId}:${postback.userId}:${postback.payout}:${postback.status}`;
}

export function signatureParam(network: OfferNetworkConfig): string {
  return network.param ?? (network.signature === 'secret-param' ? 'secret' : 'signature');
}

export function expectedSignature(network: OfferNetworkConfig, postback: Postback): string {
  switch (network.signature) {
    case 'secret-param':
      return network.secret;
    case 'hmac-sha256':
      return createHmac('sha256', network.secret).update(signedText(postback)).digest('hex');
    case 'md5':
      return createHash('md5').update(signedText(postback) + network.secret).digest('hex');
  }
}

/** Equal texts, in time that does not depend on where they differ or on their lengths (both are hashed first). */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function isAuthentic(network: OfferNetworkConfig, params: PostbackParams, postback: Postback): boolean {
  const given = params[signatureParam(network)]?.trim() ?? '';
  if (!given) return false;
  const expected = expectedSignature(network, postback);
  // hex signatures are case-insensitive; a shared secret is compared exactly
  return network.signature === 'secret-param' ? constantTimeEqual(given, expected) : constantTimeEqual(given.toLowerCase(), expected);
}

/** "::ffff:10.0.0.1" and "10.0.0.1" are the same IPv4 client. */
function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** An empty allow-list accepts any address. */
export function isAllowedAddress(network: OfferNetworkConfig, ip: string): boolean {
  if (network.ipAllowList.length === 0) return true;
  const client = normalizeIp(ip);
  return network.ipAllowList.some((allowed) => normalizeIp(allowed) === client);
}

/**
 * What the network sent, to keep beside the conversion for audits and disputes (offer_completions'
 * offerwallData and reversalData): every parameter but the one that proves the sender, which for a
 * 'secret-param' network is the shared secret itself and must never be stored.
 */
export function postbackRecord(network: OfferNetworkConfig, params: PostbackParams): Record<string, string> {
  const proof = signatureParam(network);
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== proof));
}
