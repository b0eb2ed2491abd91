import type { OfferNetworkConfig, OfferNetworkFormat } from '@app/contracts';
import { AppError } from '@app/platform';
import { parseDollarMicros } from '../offer-points.js';
import type { Postback, PostbackParams } from './postback.js';

const CREDIT_STATUSES = new Set(['', '1', 'completed', 'approved', 'credited', 'success']);
const REVERSAL_STATUSES = new Set(['2', 'reversed', 'reversal', 'chargeback', 'rejected']);

function required(params: PostbackParams, name: string, max = 200): string {
  const value = params[name]?.trim() ?? '';
  if (!value) throw new AppError('BAD_REQUEST', `${name} is required`, name);
  if (value.length > max) throw new AppError('BAD_REQUEST', `${name} is too long`, name);
  return value;
}

function payoutOf(params: PostbackParams): { payout: string; payoutMicros: number } {
  const payout = required(params, 'payout', 30);
  const payoutMicros = parseDollarMicros(payout);
  if (payoutMicros === null) throw new AppError('BAD_REQUEST', 'payout must be an amount in dollars', 'payout');
  return { payout, payoutMicros };
}

function reversalOf(status: string, payoutMicros: number): boolean {
  const s = status.toLowerCase();
  if (REVERSAL_STATUSES.has(s)) return true;
  if (!CREDIT_STATUSES.has(s)) throw new AppError('BAD_REQUEST', `status ${status} is not understood`, 'status');
  return payoutMicros < 0;
}

/**
 * OGAds: `offer_id`, `payout` (dollars), `aff_sub` (the player's id, which our offer links carry), plus
 * `ip`, `aff_sub2`..`aff_sub5` and others we do not need. OGAds sends no transaction id: a player
 * completes an offer once, so the conversion is (offer_id, aff_sub). An optional `status` marks a
 * chargeback.
 */
function readOgads(params: PostbackParams): Postback {
  const offerId = required(params, 'offer_id', 100);
  const userId = required(params, 'aff_sub', 100);
  const { payout, payoutMicros } = payoutOf(params);
  const status = params.status?.trim() ?? '';
  return { transactionId: `${offerId}:${userId}`, userId, offerId, payout, payoutMicros, status, isReversal: reversalOf(status, payoutMicros) };
}

/** Any other network: `transaction_id`, `user_id`, `payout` (dollars), optional `offer_id` and `status` (1 = completed, 2 = chargeback). */
function readGeneric(params: PostbackParams): Postback {
  const transactionId = required(params, 'transaction_id', 200);
  const userId = required(params, 'user_id', 100);
  const offerId = params.offer_id?.trim() || null;
  const { payout, payoutMicros } = payoutOf(params);
  const status = params.status?.trim() ?? '';
  return { transactionId, userId, offerId, payout, payoutMicros, status, isReversal: reversalOf(status, payoutMicros) };
}

const readers: Record<OfferNetworkFormat, (params: PostbackParams) => Postback> = { ogads: readOgads, generic: readGeneric };

export function postbackFormat(network: OfferNetworkConfig): OfferNetworkFormat {
  return network.format ?? (network.network === 'ogads' ? 'ogads' : 'generic');
}

/** Reads a postback in its network's format; a missing or malformed field is a 400 naming it. */
export function readPostback(network: OfferNetworkConfig, params: PostbackParams): Postback {
  return readers[postbackFormat(network)](params);
}
