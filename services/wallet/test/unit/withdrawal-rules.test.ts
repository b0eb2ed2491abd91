import { describe, expect, it } from 'vitest';
import { ZPostAutomatedWithdrawalRequest, ZPostWithdrawalRequest } from '@app/contracts';
import { validationError } from '@app/platform';
import {
  assertWithdrawalAllowed,
  DEBT_BLOCKS_WITHDRAWALS,
  debtRefusal,
  gamepassPriceFor,
  statusesLeadingTo,
  type WithdrawalCheck,
} from '../../src/domain/withdrawal-rules.js';

const limits = { minRobux: 5, minManual: 1000, dailyLimit: 5000 };
const check = (over: Partial<WithdrawalCheck> = {}): WithdrawalCheck => ({ method: 'paypal', amount: 1000, points: 10_000, debt: 0, pendingCount: 0, withdrawnToday: 0, ...over });

describe('withdrawal rules', () => {
  it('accepts a request that breaks no rule', () => {
    expect(() => assertWithdrawalAllowed(check(), limits)).not.toThrow();
    expect(() => assertWithdrawalAllowed(check({ method: 'robux', amount: 5 }), limits)).not.toThrow();
  });

  it('enforces the minimums: 5 for Robux, 1,000 for the other methods', () => {
    expect(() => assertWithdrawalAllowed(check({ amount: 999 }), limits)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message: 'Minimum withdrawal is 1,000 points' }));
    expect(() => assertWithdrawalAllowed(check({ method: 'robux', amount: 4 }), limits)).toThrow(expect.objectContaining({ message: 'Minimum withdrawal is 5 points' }));
    // zero and less are under every minimum: the same message, not a second one from the request schema
    expect(() => assertWithdrawalAllowed(check({ method: 'robux', amount: 0 }), limits)).toThrow(expect.objectContaining({ message: 'Minimum withdrawal is 5 points' }));
    expect(() => assertWithdrawalAllowed(check({ method: 'robux', amount: -5 }), limits)).toThrow(expect.objectContaining({ message: 'Minimum withdrawal is 5 points' }));
  });

  it('blocks every withdrawal while a reversed offer left debt', () => {
    expect(() => assertWithdrawalAllowed(check({ points: 0, debt: 20 }), limits)).toThrow(expect.objectContaining({ code: 'FORBIDDEN', message: DEBT_BLOCKS_WITHDRAWALS }));
  });

  it('refuses approving or marking paid a withdrawal of a player in debt, naming the debt and what the admin can do', () => {
    expect(debtRefusal(0, 'approved')).toBeNull();
    expect(debtRefusal(0, 'completed')).toBeNull();
    expect(debtRefusal(1797, 'approved')).toBe(
      'The player owes 1,797 points from a reversed offer; reject this withdrawal (the held points go back) or wait until the balance covers it',
    );
    expect(debtRefusal(1797, 'completed')).toBe(
      'The player owes 1,797 points from a reversed offer; mark this withdrawal failed (the held points go back) or wait until the balance covers it',
    );
  });

  it('allows one pending withdrawal at a time', () => {
    expect(() => assertWithdrawalAllowed(check({ pendingCount: 1 }), limits)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });

  it('caps the points withdrawn per UTC day, counting what is already pending, approved or completed', () => {
    expect(() => assertWithdrawalAllowed(check({ amount: 1000, withdrawnToday: 4000 }), limits)).not.toThrow();
    expect(() => assertWithdrawalAllowed(check({ amount: 1001, withdrawnToday: 4000 }), limits)).toThrow(
      expect.objectContaining({ message: 'Daily withdrawal limit is 5,000 points (1,000 left today)' }),
    );
  });

  it('refuses more than the balance', () => {
    expect(() => assertWithdrawalAllowed(check({ amount: 2000, points: 1999 }), limits)).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }));
  });

  it('prices the gamepass so that the player receives the amount after Roblox takes 30%', () => {
    expect(gamepassPriceFor(7)).toBe(10);
    expect(gamepassPriceFor(5)).toBe(8); // 7.14…
    // exact multiples of 7 need no rounding up, which floating-point division would do (350 / 0.7 > 500)
    for (const [amount, price] of [[21, 30], [350, 500], [700, 1000], [1400, 2000]]) expect(gamepassPriceFor(amount!)).toBe(price);
    expect(gamepassPriceFor(70)).toBe(100);
    expect(gamepassPriceFor(100)).toBe(143);
  });

  it('moves pending → approved → completed, ends rejected or failed, never backwards', () => {
    expect(statusesLeadingTo('approved')).toEqual(['pending']);
    expect(statusesLeadingTo('completed')).toEqual(['approved']);
    expect(statusesLeadingTo('rejected')).toEqual(['pending']);
    expect(statusesLeadingTo('failed')).toEqual(['pending', 'approved']);
    expect(statusesLeadingTo('pending')).toEqual([]);
  });
});

describe('withdrawal request contracts', () => {
  const manual = (method: string, paymentDetails: string) => ZPostWithdrawalRequest.safeParse({ method, amount: 1000, paymentDetails });

  it('needs a PayPal e-mail, a Zelle phone or e-mail, a CashApp $tag', () => {
    expect(manual('paypal', 'me@example.com').success).toBe(true);
    // a value was typed: the message says it is not a valid e-mail, not that one is missing
    expect(manual('paypal', '555-123-4567').error?.issues[0]).toMatchObject({ path: ['paymentDetails'], message: 'Enter a valid PayPal email' });
    expect(manual('paypal', 'not-an-email').error?.issues[0]).toMatchObject({ path: ['paymentDetails'], message: 'Enter a valid PayPal email' });
    expect(manual('paypal', '  ').error?.issues[0]).toMatchObject({ path: ['paymentDetails'], message: 'Payment details are required' });
    expect(manual('zelle', '(555) 123-4567').success).toBe(true);
    expect(manual('zelle', 'me@example.com').success).toBe(true);
    expect(manual('zelle', 'me').success).toBe(false);
    expect(manual('cashapp', '$player_1').success).toBe(true);
    expect(manual('cashapp', '$12345').success).toBe(false);
    expect(manual('crypto', 'x').success).toBe(false);
  });

  it('stores a CashApp tag with its $', () => {
    expect(ZPostWithdrawalRequest.parse({ method: 'cashapp', amount: 1000, paymentDetails: 'player1' }).paymentDetails).toBe('$player1');
  });

  it("gives the spec's messages for a Robux request", () => {
    const robux = (body: object) => ZPostAutomatedWithdrawalRequest.safeParse({ type: 'robux', amount: 10, usdValue: '10', details: { username: 'Builder_1', gamepassId: '123' }, ...body });
    expect(robux({}).success).toBe(true);
    expect(robux({ details: { username: 'Builder_1', gamepassId: 123 } }).data?.details.gamepassId).toBe('123');
    expect(robux({ details: { username: 'Builder_1', gamepassId: 9007199254740991 } }).data?.details.gamepassId).toBe('9007199254740991');
    expect(robux({ details: { username: 'Builder_1', gamepassId: '12345678901234567890' } }).data?.details.gamepassId).toBe('12345678901234567890');
    expect(robux({ details: { username: 'Builder_1', gamepassId: '' } }).error?.issues[0]?.message).toBe('Gamepass ID is required for Robux withdrawals');
    expect(robux({ details: { username: 'Builder_1' } }).error?.issues[0]?.message).toBe('Gamepass ID is required for Robux withdrawals');
    // the real minimum is a setting the wallet checks (assertWithdrawalAllowed); the schema only refuses what no setting allows
    expect(robux({ amount: 4 }).success).toBe(true);
    expect(robux({ amount: 0 }).success).toBe(true);
    expect(robux({ amount: -5 }).success).toBe(true);
    expect(robux({ usdValue: undefined }).error?.issues[0]?.message).toBe('USD value is required');
    expect(robux({ type: undefined }).error?.issues[0]?.message).toBe('Withdrawal type is required');
  });

  it('refuses a gamepass id sent as a number too large to be exact, instead of storing a rounded one', () => {
    // JSON.parse('12345678901234567890') is 12345678901234567000: another gamepass
    const body = JSON.parse('{"type":"robux","amount":10,"usdValue":"10","details":{"username":"Builder_1","gamepassId":12345678901234567890}}') as unknown;
    const parsed = ZPostAutomatedWithdrawalRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['details', 'gamepassId'], message: 'Gamepass ID is too long to send as a number: send it as a string of digits' });
    expect(validationError(parsed.error!).message).toBe('details.gamepassId: Gamepass ID is too long to send as a number: send it as a string of digits');
    expect(ZPostAutomatedWithdrawalRequest.safeParse({ ...(body as object), details: { username: 'Builder_1', gamepassId: 9007199254740992 } }).success).toBe(false);
    // a fraction or a negative number is not mistaken for a long id
    const odd = (gamepassId: number) => ZPostAutomatedWithdrawalRequest.safeParse({ ...(body as object), details: { username: 'Builder_1', gamepassId } }).error?.issues[0]?.message;
    expect(odd(1.5)).toBe('Gamepass ID must be a number');
    expect(odd(-5)).toBe('Gamepass ID must be a number');
  });
});

// A value that is there but of the wrong kind, or too long, is not "required": the answer says what is
// wrong with it (fuzzing the endpoints: amount "5" came back "Amount is required", a 10,000-character
// paymentDetails "Payment details are required").
describe('withdrawal request messages for a value sent but wrong', () => {
  const manualError = (body: object) => {
    const parsed = ZPostWithdrawalRequest.safeParse({ method: 'paypal', amount: 1000, paymentDetails: 'me@example.com', ...body });
    return parsed.success ? null : validationError(parsed.error).message;
  };
  const robuxError = (body: object) => {
    const parsed = ZPostAutomatedWithdrawalRequest.safeParse({ type: 'robux', amount: 10, usdValue: '10', details: { username: 'Builder_1', gamepassId: '123' }, ...body });
    return parsed.success ? null : validationError(parsed.error).message;
  };

  it('keeps "required" for what is missing', () => {
    expect(manualError({ amount: undefined })).toBe('amount: Amount is required');
    expect(manualError({ paymentDetails: undefined })).toBe('paymentDetails: Payment details are required');
    expect(robuxError({ amount: undefined })).toBe('amount: Amount is required');
    expect(robuxError({ type: undefined })).toBe('type: Withdrawal type is required');
    expect(robuxError({ details: undefined })).toBe('details: Gamepass ID is required for Robux withdrawals');
  });

  it('says what kind of value was expected when another was sent', () => {
    expect(manualError({ amount: '5' })).toBe('amount: must be a number (got text)');
    expect(manualError({ amount: true })).toBe('amount: must be a number (got true or false)');
    expect(manualError({ paymentDetails: 42 })).toBe('paymentDetails: must be text (got 42)');
    expect(robuxError({ amount: '10' })).toBe('amount: must be a number (got text)');
    expect(robuxError({ type: 'paypal' })).toBe('type: must be "robux"');
    expect(robuxError({ details: 'abc' })).toBe('details: must be an object (got text)');
  });

  it('says a value is too long or too large rather than missing', () => {
    expect(manualError({ paymentDetails: `${'x'.repeat(300)}@example.com` })).toBe('paymentDetails: must be at most 200 characters long');
  });

  // Audit: 1e20 (a whole number) was refused as "must be a whole number of points", and the ceiling read
  // "must be at most 1000000000": both now say the amount is too large, in points with separators.
  it('says an amount above the ceiling is too large, whole or not, with the ceiling written as points', () => {
    for (const amount of [2_000_000_000, 1e20, Number.MAX_VALUE]) {
      expect(manualError({ amount })).toBe('amount: Amount must be at most 1,000,000,000 points');
      expect(robuxError({ amount })).toBe('amount: Amount must be at most 1,000,000,000 points');
    }
    expect(manualError({ amount: 1_000_000_000 })).toBeNull();
    expect(manualError({ amount: 1000.5 })).toBe('amount: Amount must be a whole number of points');
    expect(robuxError({ amount: 10.5 })).toBe('amount: Amount must be a whole number of points');
  });

  it('says a Zelle or CashApp detail that was typed is not valid, not that it is missing', () => {
    expect(manualError({ method: 'zelle', paymentDetails: '555' })).toBe('paymentDetails: Enter a valid Zelle phone number or email');
    expect(manualError({ method: 'cashapp', paymentDetails: 'a@b' })).toBe('paymentDetails: Enter a valid CashApp $Cashtag');
  });
});
