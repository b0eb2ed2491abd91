import { describe, expect, it } from 'vitest';
import { requestHash } from '../../src/domain/request-hash.js';

describe('requestHash', () => {
  it('is the same for the same command and values', () => {
    expect(requestHash('wallet.v1.credit', ['u', 'op', 5, 'rain', undefined, undefined])).toBe(requestHash('wallet.v1.credit', ['u', 'op', 5, 'rain', null, null]));
  });

  it('changes with any value, its position, or the command', () => {
    const base = requestHash('wallet.v1.credit', ['u', 'op', 5, 'rain', null, null]);
    expect(requestHash('wallet.v1.credit', ['u', 'op', 6, 'rain', null, null])).not.toBe(base);
    expect(requestHash('wallet.v1.credit', ['u', 'op', 5, 'rain', 'Rain', null])).not.toBe(base);
    expect(requestHash('wallet.v1.credit', ['u', 'op', 5, 'rain', null, 'Rain'])).not.toBe(base);
    expect(requestHash('wallet.v1.debit', ['u', 'op', 5, 'rain', null, null])).not.toBe(base);
  });

  it('does not confuse a number with its text', () => {
    expect(requestHash('c', [5])).not.toBe(requestHash('c', ['5']));
  });
});
