import { describe, expect, it } from 'vitest';
import { gamepassProblem, purchaseVerdict, type GamepassProduct } from '../../src/domain/robux-purchase.js';

const product = (over: Partial<GamepassProduct> = {}): GamepassProduct => ({ productId: 77, priceInRobux: 143, isForSale: true, sellerId: 9, sellerName: 'Builder_1', ...over });
const withdrawal = { amount: 100, username: 'builder_1' };

describe('the gamepass a Robux payout buys', () => {
  it('is fine when for sale, by the named player (any case) and priced ceil(amount / 0.7)', () => {
    expect(gamepassProblem(product(), withdrawal)).toBeNull();
  });

  it('must be for sale', () => {
    expect(gamepassProblem(product({ isForSale: false }), withdrawal)).toMatchObject({ cause: 'gamepass', message: expect.stringContaining('not for sale') });
    expect(gamepassProblem(product({ priceInRobux: null }), withdrawal)).toMatchObject({ cause: 'gamepass' });
  });

  it('must be sold by the Roblox user the player named', () => {
    expect(gamepassProblem(product({ sellerName: 'someone_else' }), withdrawal)).toMatchObject({ message: 'The gamepass must be created by builder_1' });
  });

  it('must cost exactly the price that pays the amount, no more and no less', () => {
    expect(gamepassProblem(product({ priceInRobux: 142 }), withdrawal)).toMatchObject({ message: 'The gamepass must cost exactly 143 Robux (it costs 142)' });
    expect(gamepassProblem(product({ priceInRobux: 1000 }), withdrawal)).toMatchObject({ cause: 'gamepass' });
  });
});

describe("Roblox's purchase answer", () => {
  it('is a purchase only when it says purchased', () => {
    expect(purchaseVerdict({ purchased: true, reason: 'Success' })).toEqual({ kind: 'purchased' });
  });

  it('tells an already owned gamepass apart from other refusals', () => {
    expect(purchaseVerdict({ purchased: false, reason: 'AlreadyOwned' })).toEqual({ kind: 'already-owned' });
  });

  it('blames the payout side for missing Robux and the gamepass for a changed price', () => {
    expect(purchaseVerdict({ purchased: false, reason: 'InsufficientFunds' })).toMatchObject({ failure: { cause: 'payout' } });
    expect(purchaseVerdict({ purchased: false, reason: 'PriceChanged' })).toMatchObject({ failure: { cause: 'gamepass' } });
    expect(purchaseVerdict({ purchased: false, reason: 'Whatever', errorMsg: 'Try later' })).toMatchObject({ failure: { message: 'Roblox refused the purchase: Try later' } });
  });
});
