import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS, tokenUsable } from '../../src/domain/token-rules.js';

const now = new Date('2025-01-01T12:00:00Z');

describe('an e-mailed link', () => {
  it('works before it expires and while unused', () => {
    expect(tokenUsable({ expiresAt: new Date(now.getTime() + 1), usedAt: null }, now)).toBe(true);
  });

  it('does not work once used, once expired, or when unknown', () => {
    expect(tokenUsable({ expiresAt: new Date(now.getTime() + 60_000), usedAt: now }, now)).toBe(false);
    expect(tokenUsable({ expiresAt: now, usedAt: null }, now)).toBe(false);
    expect(tokenUsable(null, now)).toBe(false);
  });

  it('lasts one hour for a password reset', () => {
    expect(PASSWORD_RESET_TTL_MS).toBe(3_600_000);
  });
});
