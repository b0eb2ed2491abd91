import { ADMIN_ADJUSTMENT_PREFIX, pointsWithUnit, type EventData, type NotificationType } from '@app/contracts';

/** What a notification says; the application stores it and pushes it live. */
export interface Notice {
  type: NotificationType;
  title: string;
  message: string;
  amount?: number;
  gameName?: string;
}

/** Notifications disappear from the bell after this long unless created with their own expiry. */
export const NOTIFICATION_TTL_MS = 30 * 24 * 3600 * 1000;

/** A round is a big win when it pays at least 10 × the stake and at least 1,000 points. */
export const BIG_WIN_MIN_MULTIPLE = 10;
export const BIG_WIN_MIN_PAYOUT = 1000;

export function isBigWin(stake: number, payout: number): boolean {
  return payout >= BIG_WIN_MIN_MULTIPLE * stake && payout >= BIG_WIN_MIN_PAYOUT;
}

const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Points as the web app shows them everywhere (1,000, not 1000), so a notice reads like the rest of the app. */
export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}

const gameTitle = (game: string) => (game ? game[0]!.toUpperCase() + game.slice(1) : game);

export function bigWinNotice(bet: Pick<EventData<'games.bet.settled'>, 'game' | 'stake' | 'payout' | 'multiplier'>): Notice {
  return {
    type: 'big_win',
    title: 'Big win!',
    message: `You won ${formatPoints(bet.payout)} points on ${gameTitle(bet.game)} (${bet.multiplier.toFixed(2)}x).`,
    amount: bet.payout,
    gameName: bet.game,
  };
}

/**
 * A new account's first notification. The administrator the installer creates is told where the panel is
 * instead, and without the site's name: that account exists before the installer has saved the name, so
 * the name read now would be the default one.
 */
export function welcomeNotice(username: string, siteName: string, signupBonus: number, isAdmin = false): Notice {
  const bonus = signupBonus > 0 ? ` You received ${formatPoints(signupBonus)} bonus points to get started.` : '';
  const amount = signupBonus > 0 ? { amount: signupBonus } : {};
  if (isAdmin) return { type: 'welcome', title: 'Your site is ready', message: `Hi ${username}, you are its administrator: Admin in the menu opens the panel.${bonus}`, ...amount };
  return { type: 'welcome', title: `Welcome to ${siteName}!`, message: `Hi ${username}, your account is ready.${bonus}`, ...amount };
}

export function rainShareNotice(share: number, amount: number): Notice {
  return { type: 'rain', title: 'Rain reward', message: `You received ${formatPoints(share)} points from a ${formatPoints(amount)}-point rain.`, amount: share };
}

/**
 * An admin added or took points: the player is told at once, with the admin's reason (the ledger's
 * description without its prefix), and the live notice refreshes their balance on screen.
 */
export function adjustmentNotice(delta: number, description: string | null | undefined): Notice {
  const reason = description?.startsWith(ADMIN_ADJUSTMENT_PREFIX) ? description.slice(ADMIN_ADJUSTMENT_PREFIX.length).trim() : (description?.trim() ?? '');
  const change = delta > 0 ? `An admin added ${pointsWithUnit(delta)} to your balance` : `An admin took ${pointsWithUnit(delta)} from your balance`;
  return { type: 'system', title: delta > 0 ? 'Points added' : 'Points removed', message: reason ? `${change}: ${reason}` : `${change}.`, amount: Math.abs(delta) };
}


/** Titles of the movements that arrive while the player may be looking at another page, or none at all. */
const backgroundTitles: Record<string, string> = { offer: 'Offer credited', referral: 'Referral reward', offer_reversal: 'Offer reversed' };

/**
 * The notice of a balance movement the player did not make on screen: an offer credited by its network
 * (often hours after the offer), a referral reward, a chargeback, an admin's adjustment. Null for the
 * movements the player sees happen (bonus and challenge claims, withdrawals, which have their own notices)
 * or that other notices already tell (the signup bonus, a rain share).
 */
export function balanceNotice(change: Pick<EventData<'wallet.balance.changed'>, 'reason' | 'delta' | 'description'>): Notice | null {
  if (change.reason === 'admin_adjustment') return adjustmentNotice(change.delta, change.description);
  const title = backgroundTitles[change.reason];
  if (!title || change.delta === 0) return null;
  const detail = change.description?.trim() ? `: ${change.description.trim()}` : '';
  const message = change.delta > 0 ? `You earned ${pointsWithUnit(change.delta)}${detail}.` : `${pointsWithUnit(change.delta)} taken back${detail}.`;
  return { type: 'system', title, message: message.charAt(0).toUpperCase() + message.slice(1), amount: Math.abs(change.delta) };
}

export function levelUpNotice(level: number): Notice {
  return { type: 'level_up', title: 'Level up!', message: `You reached level ${level}. Keep playing to climb higher.` };
}

type WithdrawalStatus = EventData<'wallet.withdrawal.updated'>['status'];

const withdrawalTexts: Record<WithdrawalStatus, { title: string; message: (amount: string, method: string) => string }> = {
  pending: { title: 'Withdrawal requested', message: (a, m) => `Your ${m} withdrawal of ${a} points is waiting to be processed.` },
  approved: { title: 'Withdrawal approved', message: (a, m) => `Your ${m} withdrawal of ${a} points was approved.` },
  completed: { title: 'Withdrawal completed', message: (a, m) => `Your ${m} withdrawal of ${a} points is complete.` },
  rejected: { title: 'Withdrawal rejected', message: (a, m) => `Your ${m} withdrawal of ${a} points was rejected; the points are back in your balance.` },
  failed: { title: 'Withdrawal failed', message: (a, m) => `Your ${m} withdrawal of ${a} points failed; the points are back in your balance.` },
};

const methodNames: Record<string, string> = { robux: 'Robux', paypal: 'PayPal', zelle: 'Zelle', cashapp: 'CashApp', crypto: 'crypto', giftcard: 'gift card' };

/** `reason`: why it was rejected or failed, as the wallet tells it (an admin's note, a payout failure). */
export function withdrawalNotice(status: WithdrawalStatus, amount: number, method: string, reason?: string): Notice {
  const text = withdrawalTexts[status];
  const said = reason?.trim();
  const why = said ? ` Reason: ${/[.!?]$/.test(said) ? said : `${said}.`}` : '';
  return { type: 'withdrawal', title: text.title, message: `${text.message(formatPoints(amount), methodNames[method] ?? method)}${why}`, amount };
}
