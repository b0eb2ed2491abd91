/**
 * Every route of the app, listed once (spec section 2). Links, redirects and the router all read these,
 * so a path changes in one place.
 */
export const paths = {
  home: '/',
  install: '/install',
  auth: '/auth',
  landing: '/landing',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  earn: '/earn',
  games: '/games',
  withdraw: '/withdraw',
  profile: '/profile',
  gameHistory: '/game-history',
  withdrawalHistory: '/withdrawal-history',
  leaderboard: '/leaderboard',
  admin: '/admin',
  fairness: '/fairness',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export type AuthTab = 'signin' | 'signup';

/** /auth, optionally opening a tab; a referral code opens Sign Up (links look like /auth?ref={code}). */
export function authPath(options: { tab?: AuthTab; ref?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.ref) params.set('ref', options.ref);
  else if (options.tab === 'signup') params.set('tab', 'signup');
  const search = params.toString();
  return search ? `${paths.auth}?${search}` : paths.auth;
}

/** The referral link a player shares: {origin}/auth?ref={code}. */
export function referralLink(origin: string, code: string): string {
  return `${origin}${authPath({ ref: code })}`;
}
