import type { OfferNetworkConfig } from '@app/contracts';
import { AppError, type RawSql } from '@app/platform';
import { offerOperations } from '../domain/offer-operations.js';
import { offerPoints } from '../domain/offer-points.js';
import { readPostback } from '../domain/postback/postback-formats.js';
import { isAllowedAddress, isAuthentic, postbackRecord } from '../domain/postback/postback-verification.js';
import type { Postback, PostbackParams } from '../domain/postback/postback.js';
import { REFERRAL_FIRST_OFFER_BONUS, referralOperations, referralShare } from '../domain/referral.js';
import { requestHash } from '../domain/request-hash.js';
import { hasOtherCreditedOffer, insertCompletion, lockAccount, lockCompletion, markReversed, moveReferralBonus, otherCreditedOffer, recordReferralPayment } from '../db/offer-completions.js';
import { findReferrer } from '../db/players.js';
import { inTransaction } from '../db/transaction.js';
import { applyMovementInTransaction } from '../ledger/movement-in-transaction.js';
import type { WalletContext } from '../context.js';

export type PostbackOutcome = 'credited' | 'reversed' | 'duplicate';

/**
 * POST|GET /api/offers/postback/:network. The network must be configured (offer_networks), the caller's
 * address allowed, and the postback authentic; then, in one transaction, the conversion is recorded
 * (unique per network and transaction id: a replay credits nothing) and credited, with the referrer's
 * part; or, for a chargeback, taken back. The route answers 200 only after that commit.
 */
export async function handlePostback(ctx: WalletContext, networkName: string, params: PostbackParams, ip: string): Promise<PostbackOutcome> {
  const network = ctx.settings.get('offer_networks').find((n) => n.network === networkName);
  if (!network) throw new AppError('NOT_FOUND', 'Unknown offer network');
  if (!isAllowedAddress(network, ip)) throw new AppError('FORBIDDEN', 'Postbacks from this address are not accepted');
  const postback = readPostback(network, params);
  if (!isAuthentic(network, params, postback)) throw new AppError('FORBIDDEN', 'Invalid postback signature');
  const sent = postbackRecord(network, params);
  const outcome = postback.isReversal ? await reverseConversion(ctx, network, postback, sent) : await creditConversion(ctx, network, postback, sent);
  if (outcome !== 'duplicate') ctx.outbox.wake();
  ctx.logger.info({ network: network.network, transactionId: postback.transactionId, userId: postback.userId, outcome }, 'offer postback');
  return outcome;
}

const unknownUser = () => new AppError('NOT_FOUND', 'Unknown user');

/**
 * A transaction id already recorded for another player: not a replay (which answers OK), a postback that
 * contradicts one already counted. Refused the same way on both paths, and logged, as worth a look.
 */
function belongsToAnotherUser(ctx: WalletContext, network: OfferNetworkConfig, postback: Postback, ownerId: string): AppError {
  ctx.logger.warn(
    { network: network.network, transactionId: postback.transactionId, userId: postback.userId, ownerId, isReversal: postback.isReversal },
    'offer postback names a transaction recorded for another user; refused',
  );
  return new AppError('BAD_REQUEST', 'This transaction belongs to another user');
}

async function creditConversion(ctx: WalletContext, network: OfferNetworkConfig, postback: Postback, sent: Record<string, string>): Promise<PostbackOutcome> {
  const points = offerPoints(postback.payoutMicros, ctx.settings.get('offer_revenue_share'));
  return inTransaction(ctx.prisma, async (tx) => {
    if (!(await lockAccount(tx, postback.userId))) throw unknownUser();
    const completionId = await insertCompletion(tx, { ...conversionOf(network, postback), points, status: 'credited', sent });
    if (!completionId) {
      // already recorded: a replay of this player's conversion (or of its chargeback) credits nothing more
      const recorded = await lockCompletion(tx, network.network, postback.transactionId);
      if (recorded && recorded.userId !== postback.userId) throw belongsToAnotherUser(ctx, network, postback, recorded.userId);
      return 'duplicate';
    }
    if (points > 0) {
      await applyMovementInTransaction(tx, {
        userId: postback.userId,
        operationId: offerOperations.credit(completionId),
        type: 'offer',
        amount: points,
        description: postback.offerId ? `Offer completed (${network.network} #${postback.offerId})` : `Offer completed (${network.network})`,
        requestHash: requestHash('offer', [postback.userId, completionId, points]),
      });
      await payReferrer(tx, postback.userId, completionId, points);
    }
    return 'credited';
  });
}

/**
 * The referrer's 10% of this conversion, and the first-offer bonus when it is the friend's first offer:
 * no other conversion of the friend stands credited (one reversed does not count, and its bonus was taken
 * back). Runs with the friend's account row locked, so concurrent postbacks of the friend decide one
 * after the other.
 */
async function payReferrer(tx: RawSql, friendId: string, completionId: string, points: number): Promise<void> {
  const referrerId = await findReferrer(tx, friendId);
  if (!referrerId || referrerId === friendId) return;
  const share = referralShare(points);
  try {
    if (share > 0) {
      await applyMovementInTransaction(tx, {
        userId: referrerId,
        operationId: referralOperations.share(completionId),
        type: 'referral',
        amount: share,
        description: "Referral: 10% of a friend's offer",
        requestHash: requestHash('referral_share', [referrerId, completionId, share]),
      });
    }
    let bonus = 0;
    if (!(await hasOtherCreditedOffer(tx, friendId, completionId))) {
      // keyed by this completion: its reversal takes this bonus back, and the next first offer earns it again
      const paid = await applyMovementInTransaction(tx, {
        userId: referrerId,
        operationId: referralOperations.firstOffer(completionId),
        type: 'referral',
        amount: REFERRAL_FIRST_OFFER_BONUS,
        description: 'Referral bonus: a friend completed a first offer',
        requestHash: requestHash('referral_first_offer', [referrerId, friendId, completionId]),
      });
      if (paid.applied) bonus = REFERRAL_FIRST_OFFER_BONUS;
    }
    await recordReferralPayment(tx, completionId, referrerId, share, bonus);
  } catch (err) {
    // a referrer without a wallet account earns nothing; the friend's credit stands
    if (err instanceof AppError && err.code === 'NOT_FOUND') return;
    throw err;
  }
}

/**
 * A chargeback: the conversion's points are taken back, even below zero (the shortfall becomes debt,
 * which blocks withdrawals until covered), and so is the referrer's 10% of it; the first-offer bonus too,
 * unless another offer of the friend stands credited (then the bonus moves to that one). A chargeback for a
 * conversion not seen yet is recorded as reversed, so that the conversion, if it comes later, credits nothing.
 */
async function reverseConversion(ctx: WalletContext, network: OfferNetworkConfig, postback: Postback, sent: Record<string, string>): Promise<PostbackOutcome> {
  return inTransaction(ctx.prisma, async (tx) => {
    if (!(await lockAccount(tx, postback.userId))) throw unknownUser();
    const row = await lockCompletion(tx, network.network, postback.transactionId);
    if (!row) {
      const inserted = await insertCompletion(tx, { ...conversionOf(network, postback), points: 0, status: 'reversed', sent });
      return inserted ? 'reversed' : 'duplicate';
    }
    if (row.userId !== postback.userId) throw belongsToAnotherUser(ctx, network, postback, row.userId);
    if (!(await markReversed(tx, row.id, sent))) return 'duplicate';
    if (row.points > 0) {
      await applyMovementInTransaction(tx, {
        userId: row.userId,
        operationId: offerOperations.reversal(row.id),
        type: 'offer_reversal',
        amount: -row.points,
        mayCreateDebt: true,
        description: reversalDescription(network.network, row.offerId, postback.transactionId),
        requestHash: requestHash('offer_reversal', [row.userId, row.id, row.points]),
      });
    }
    if (row.referrerId && row.referralShare > 0) {
      await takeBackFromReferrer(tx, row.referrerId, referralOperations.shareReversal(row.id), row.referralShare, "Referral share reversed (a friend's offer was reversed)");
    }
    if (row.referrerId && row.referralBonus > 0) {
      // the bonus is for a friend who completed an offer: while another of theirs stands, it stays earned
      const standing = await otherCreditedOffer(tx, row.userId, row.id);
      if (standing) await moveReferralBonus(tx, row.id, standing, row.referrerId, row.referralBonus);
      else await takeBackFromReferrer(tx, row.referrerId, referralOperations.firstOfferReversal(row.id), row.referralBonus, "Referral bonus reversed (a friend's first offer was reversed)");
    }
    return 'reversed';
  });
}

/** Which conversion was charged back, as the player can match it with its credit ("Offer completed (net #77)"). */
function reversalDescription(network: string, offerId: string | null, transactionId: string): string {
  return offerId ? `Offer reversed (${network} #${offerId}, transaction ${transactionId})` : `Offer reversed (${network}, transaction ${transactionId})`;
}

async function takeBackFromReferrer(tx: RawSql, referrerId: string, operationId: string, amount: number, description: string): Promise<void> {
  await applyMovementInTransaction(tx, {
    userId: referrerId,
    operationId,
    type: 'offer_reversal',
    amount: -amount,
    mayCreateDebt: true,
    description,
    requestHash: requestHash('referral_reversal', [referrerId, operationId, amount]),
  });
}

function conversionOf(network: OfferNetworkConfig, postback: Postback) {
  return { network: network.network, transactionId: postback.transactionId, userId: postback.userId, offerId: postback.offerId, payout: postback.payout };
}
