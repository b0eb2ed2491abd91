import type { CurrentUser } from '@app/contracts';

/** An account this young is new: its first visits are welcomed, not welcomed back. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's greeting (spec section 2: "Welcome with firstName or 'Player'"): "Welcome" while the
 * account is new (the first day after sign-up), "Welcome back" once the player is returning.
 */
export function welcomeGreeting(user: Pick<CurrentUser, 'createdAt'>, now: number = Date.now()): 'Welcome' | 'Welcome back' {
  const created = Date.parse(user.createdAt);
  if (Number.isNaN(created)) return 'Welcome';
  return now - created < NEW_ACCOUNT_MS ? 'Welcome' : 'Welcome back';
}
