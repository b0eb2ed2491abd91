import { describe, expect, it } from 'vitest';
import { chatRefusal, rainJoinRefusal, rainStartRefusal } from '../../src/domain/eligibility.js';

describe('who may chat and rain', () => {
  it('lets a verified, non-banned player chat', () => {
    expect(chatRefusal({ emailVerified: true, isBanned: false })).toBeNull();
  });

  it('keeps chat view-only for an unverified e-mail (403 EMAIL_NOT_VERIFIED)', () => {
    expect(chatRefusal({ emailVerified: false, isBanned: false })).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Verify your email to chat' });
  });

  it('refuses a banned account, verified or not', () => {
    expect(chatRefusal({ emailVerified: true, isBanned: true })?.code).toBe('ACCOUNT_BANNED');
    expect(rainJoinRefusal({ emailVerified: true, isBanned: true })?.code).toBe('ACCOUNT_BANNED');
  });

  it('lets only verified players join a rain', () => {
    expect(rainJoinRefusal({ emailVerified: false, isBanned: false })?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(rainJoinRefusal({ emailVerified: true, isBanned: false })).toBeNull();
  });

  it('lets only admins start a rain', () => {
    expect(rainStartRefusal({ isAdmin: false })?.code).toBe('FORBIDDEN');
    expect(rainStartRefusal({ isAdmin: true })).toBeNull();
  });
});
