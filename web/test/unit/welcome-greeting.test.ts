import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_MS, welcomeGreeting } from '../../src/features/dashboard/components/welcome-greeting';

// Audit finding 21: a player who had just signed up was greeted "Welcome back".
describe('the dashboard greeting', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');

  it('welcomes a new account, not back', () => {
    expect(welcomeGreeting({ createdAt: new Date(now - 5_000).toISOString() }, now)).toBe('Welcome');
    expect(welcomeGreeting({ createdAt: new Date(now - NEW_ACCOUNT_MS + 1).toISOString() }, now)).toBe('Welcome');
  });

  it('welcomes a returning player back', () => {
    expect(welcomeGreeting({ createdAt: new Date(now - NEW_ACCOUNT_MS).toISOString() }, now)).toBe('Welcome back');
    expect(welcomeGreeting({ createdAt: '2024-01-01T00:00:00Z' }, now)).toBe('Welcome back');
  });

  it('says plain Welcome when the join date is unreadable', () => {
    expect(welcomeGreeting({ createdAt: 'not a date' }, now)).toBe('Welcome');
  });
});
