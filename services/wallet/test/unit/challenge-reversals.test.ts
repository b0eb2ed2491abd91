import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reversedCreditOf } from '../../src/domain/challenge-reversals.js';
import { offerOperations } from '../../src/domain/offer-operations.js';
import { referralOperations } from '../../src/domain/referral.js';

describe('which credit a balance change takes back from the daily challenges', () => {
  const id = randomUUID();

  it("undoes the player's own offer credit by its chargeback", () => {
    expect(reversedCreditOf('offer_reversal', -200, offerOperations.reversal(id))).toEqual({ kind: 'credit', type: 'offer', operationId: offerOperations.credit(id) });
  });

  it("undoes the referrer's 10% share and first-offer bonus by their own keys, never as an offer", () => {
    expect(reversedCreditOf('offer_reversal', -20, referralOperations.shareReversal(id))).toEqual({ kind: 'credit', type: 'referral', operationId: referralOperations.share(id) });
    expect(reversedCreditOf('offer_reversal', -500, referralOperations.firstOfferReversal(id))).toEqual({ kind: 'first-offer-bonus', completionId: id });
  });

  it('takes back nothing for credits, other debits, or keys it did not write', () => {
    expect(reversedCreditOf('offer', 200, offerOperations.credit(id))).toBeNull();
    expect(reversedCreditOf('admin_adjustment', -200, offerOperations.reversal(id))).toBeNull();
    expect(reversedCreditOf('offer_reversal', 200, offerOperations.reversal(id))).toBeNull();
    expect(reversedCreditOf('offer_reversal', -200, 'offer-reversal:not-a-completion')).toBeNull();
    expect(reversedCreditOf('offer_reversal', -200, `${offerOperations.reversal(id)}:first`)).toBeNull();
  });
});
