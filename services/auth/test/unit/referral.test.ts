import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_LENGTH, acceptReferrer, generateReferralCode, normalizeReferralCode } from '../../src/domain/referral.js';

describe('referral codes', () => {
  it('are 8 url-safe characters without look-alikes (0, O, 1, I, L)', () => {
    for (let i = 0; i < 500; i++) {
      const code = generateReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]+$/);
      expect(encodeURIComponent(code)).toBe(code);
    }
  });

  it('are spread over the whole alphabet (drawn from the CSPRNG, not a pattern)', () => {
    const codes = new Set(Array.from({ length: 2000 }, generateReferralCode));
    expect(codes.size).toBe(2000);
    const seen = new Set([...codes].join(''));
    expect(seen.size).toBe(31);
  });

  it('are read case-insensitively from a link, and text that cannot be a code is no code', () => {
    expect(normalizeReferralCode(' abcd2345 ')).toBe('ABCD2345');
    expect(normalizeReferralCode('ABCD234')).toBeNull();
    expect(normalizeReferralCode('ABCD234O')).toBeNull();
    expect(normalizeReferralCode("ab'; --x")).toBeNull();
    expect(normalizeReferralCode(undefined)).toBeNull();
    expect(normalizeReferralCode('')).toBeNull();
  });
});

describe('who a sign-up may be credited to', () => {
  const referrer = { id: 'r1', ipAddress: '10.0.0.1', isBanned: false };

  it('credits a referrer who registered from another address', () => {
    expect(acceptReferrer(referrer, '10.0.0.2')).toBe('r1');
  });

  it('ignores a sign-up from the address the referrer registered from (self-referral)', () => {
    expect(acceptReferrer(referrer, '10.0.0.1')).toBeNull();
  });

  it('ignores an unknown code and a banned referrer', () => {
    expect(acceptReferrer(null, '10.0.0.2')).toBeNull();
    expect(acceptReferrer({ ...referrer, isBanned: true }, '10.0.0.2')).toBeNull();
  });

  it('credits an installer-made account, which has no registration address', () => {
    expect(acceptReferrer({ ...referrer, ipAddress: null }, '10.0.0.2')).toBe('r1');
  });
});
