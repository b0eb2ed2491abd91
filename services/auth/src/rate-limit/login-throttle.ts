import type { ThrottlePolicy, ThrottleVerdict } from '../domain/failure-window.js';

/**
 * Failed logins per username (the gateway limits per IP). Checked before any password is hashed, so a
 * guessing run against one account costs the attacker a 429, not us an argon2 computation. The same
 * counter takes change-password's wrong current passwords (one budget per account for guessing its
 * password, whichever route tries); a second instance counts update-profile attempts per user.
 */
export interface LoginThrottle {
  readonly policy: ThrottlePolicy;
  check(usernameKey: string): Promise<ThrottleVerdict>;
  recordFailure(usernameKey: string): Promise<void>;
  /** after a successful login or a password reset */
  reset(usernameKey: string): Promise<void>;
}
