import { describe, expect, it } from 'vitest';
import type { WithdrawalStatus } from '@app/contracts';
import { assertAdminMoveInput, isRepeatOf, isSettlement, settlementRefusal } from '../../src/domain/admin-withdrawal-moves.js';

describe('marking a withdrawal paid or failed', () => {
  it('is allowed only for an approved withdrawal that an admin pays', () => {
    expect(settlementRefusal({ status: 'approved', payoutMode: 'admin' }, 'completed')).toBeNull();
    expect(settlementRefusal({ status: 'approved', payoutMode: 'admin' }, 'failed')).toBeNull();
  });

  it.each(['pending', 'rejected', 'completed', 'failed'] as WithdrawalStatus[])('is refused for a %s withdrawal, naming its status', (status) => {
    expect(settlementRefusal({ status, payoutMode: 'admin' }, 'completed')).toBe(`Only an approved withdrawal can be marked paid; this one is ${status}`);
    expect(settlementRefusal({ status, payoutMode: 'admin' }, 'failed')).toBe(`Only an approved withdrawal can be marked failed; this one is ${status}`);
  });

  it('is refused for an automatic Robux withdrawal, which its purchase finishes', () => {
    expect(settlementRefusal({ status: 'approved', payoutMode: 'automatic' }, 'completed')).toMatch(/paid automatically .* cannot be marked paid/);
  });

  it('tells settlements from decisions', () => {
    expect(['approved', 'rejected', 'completed', 'failed'].map((m) => isSettlement(m as never))).toEqual([false, false, true, true]);
  });

  it('needs a reason to fail, and takes a payment reference only when marking paid', () => {
    expect(() => assertAdminMoveInput({ status: 'failed', adminNotes: ' ' })).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', field: 'adminNotes' }));
    expect(() => assertAdminMoveInput({ status: 'approved', adminNotes: '', paymentReference: 'TX' })).toThrow(expect.objectContaining({ field: 'paymentReference' }));
    expect(() => assertAdminMoveInput({ status: 'completed', adminNotes: '', paymentReference: 'TX' })).not.toThrow();
    expect(() => assertAdminMoveInput({ status: 'failed', adminNotes: 'bounced' })).not.toThrow();
  });
});

describe('a repeated admin action', () => {
  const applied = { reviewOperationId: 'approve-1', reviewHash: 'h-approve', settleOperationId: 'paid-1', settleHash: 'h-paid' };

  it('is recognised by the id of the review or of the settlement, with the same details', () => {
    expect(isRepeatOf(applied, 'approve-1', 'h-approve')).toBe(true);
    expect(isRepeatOf(applied, 'paid-1', 'h-paid')).toBe(true);
    expect(isRepeatOf(applied, 'other', 'h-paid')).toBe(false);
  });

  it('is refused when its id comes back with other details', () => {
    expect(() => isRepeatOf(applied, 'paid-1', 'h-other')).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_MISMATCH' }));
    expect(() => isRepeatOf(applied, 'approve-1', 'h-paid')).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_MISMATCH' }));
  });

  it('is not confused by a withdrawal nobody acted on yet', () => {
    expect(isRepeatOf({ reviewOperationId: null, reviewHash: null, settleOperationId: null, settleHash: null }, 'x', 'h')).toBe(false);
  });
});
