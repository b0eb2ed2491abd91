import { describe, expect, it } from 'vitest';
import type { GetWithdrawalLimitsResponse } from '@app/contracts';
import { isSubmitBlocked, requestProblem, robuxDetailsProblems, type SubmitCheck } from '../../src/features/withdraw/components/withdraw-rules';

// Found driving the withdraw form: what the wallet refuses was only said after the player had filled the
// form in and pressed submit. A Roblox username of 2 letters or a gamepass id with a letter enabled
// submit and came back as an error toast; a second request while one was pending came back 409 "You
// already have a pending withdrawal". The form now says both first and keeps submit disabled.

const limits = (over: Partial<GetWithdrawalLimitsResponse> = {}): GetWithdrawalLimitsResponse => ({
  minRobux: 5,
  minManual: 1000,
  dailyLimit: 5000,
  withdrawnToday: 0,
  hasPendingWithdrawal: false,
  robuxPayout: 'admin',
  ...over,
});
const robux = (robloxUsername: string, gamepassId: string, over: Partial<SubmitCheck> = {}): SubmitCheck => ({
  method: 'robux',
  amount: 10,
  limits: limits(),
  emailVerified: true,
  terms: true,
  pending: false,
  balance: 100_000,
  robloxUsername,
  gamepassId,
  paymentDetails: '',
  ...over,
});

describe('the withdraw form checks the Robux details as the wallet does', () => {
  it('accepts a valid username and gamepass id', () => {
    expect(isSubmitBlocked(robux('Builder_1', '424242'))).toBe(false);
    expect(robuxDetailsProblems(' Builder_1 ', ' 424242 ')).toEqual({ username: null, gamepassId: null });
  });

  it('blocks submit and says why for a username the wallet refuses', () => {
    expect(isSubmitBlocked(robux('ab', '424242'))).toBe(true);
    expect(isSubmitBlocked(robux('has space', '424242'))).toBe(true);
    expect(robuxDetailsProblems('ab', '424242').username).toBe('Roblox username must be 3 to 20 letters, digits or underscores');
  });

  it('blocks submit and says why for a gamepass id that is not a number', () => {
    expect(isSubmitBlocked(robux('Builder_1', '12a'))).toBe(true);
    expect(robuxDetailsProblems('Builder_1', '12a').gamepassId).toBe('Gamepass ID must be a number');
    expect(robuxDetailsProblems('Builder_1', '  ').gamepassId).toBe('Gamepass ID is required for Robux withdrawals');
  });
});

describe('the withdraw form says a pending withdrawal must be processed first', () => {
  it('blocks submit while one is pending, in the wallet’s words, for every method', () => {
    const waiting = limits({ hasPendingWithdrawal: true });
    expect(requestProblem(waiting)).toBe('You already have a pending withdrawal. Please wait until it is processed.');
    expect(isSubmitBlocked(robux('Builder_1', '424242', { limits: waiting }))).toBe(true);
    expect(isSubmitBlocked({ ...robux('', ''), method: 'paypal', amount: 1000, paymentDetails: 'me@example.com', limits: waiting })).toBe(true);
  });

  it('says nothing and lets the request through when none is pending', () => {
    expect(requestProblem(limits())).toBeNull();
    expect(requestProblem(undefined)).toBeNull();
  });
});

// The amount field said "You only have 1,105 points" in red while submit stayed enabled, and pressing it
// brought the wallet's refusal as a toast. More than the balance now disables submit too.
describe('the withdraw form keeps submit disabled above the balance', () => {
  it('blocks an amount above the balance and lets the whole balance through', () => {
    expect(isSubmitBlocked(robux('Builder_1', '424242', { amount: 1106, balance: 1105 }))).toBe(true);
    expect(isSubmitBlocked(robux('Builder_1', '424242', { amount: 1105, balance: 1105 }))).toBe(false);
  });
});
