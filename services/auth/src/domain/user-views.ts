import type { Account, CurrentUser, EventData, UserFacts } from '@app/contracts';

/** The auth-owned fields the views below read (a subset of the users row). */
export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  isBanned: boolean;
  referralCode: string;
  createdAt: Date;
}

/** A user the wallet has never credited has an account with nothing in it (the wallet may not have a row yet). */
export function emptyAccount(userId: string): Account {
  return { userId, points: 0, totalEarned: 0, totalWithdrawn: 0, dailyStreak: 0, lastDailyBonus: null, level: 1 };
}

/** GET /api/auth/user and the login/register answers: auth's facts plus the wallet's numbers. */
export function toCurrentUser(user: UserRecord, account: Account): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    points: account.points,
    totalEarned: account.totalEarned,
    // the wallet counts points; the client shows dollars (100 points = $1, design section 7)
    totalWithdrawn: account.totalWithdrawn / 100,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    dailyStreak: account.dailyStreak,
    lastDailyBonus: account.lastDailyBonus,
    // the wallet keeps levels (they come from the points wagered)
    level: account.level,
    referralCode: user.referralCode,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The answer of auth.v1.user.get and auth.v1.user.moderate. */
export function toUserFacts(user: UserRecord): UserFacts {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    isBanned: user.isBanned,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The data of auth.user.updated: the fields other services project (leaderboard, chat badges, bans). */
export function userUpdatedData(user: UserRecord): EventData<'auth.user.updated'> {
  return { userId: user.id, username: user.username, isAdmin: user.isAdmin, emailVerified: user.emailVerified, isBanned: user.isBanned };
}

type Projected = Pick<UserRecord, 'username' | 'isAdmin' | 'emailVerified' | 'isBanned'>;

/** Whether a change touched a projected field, i.e. whether auth.user.updated must be published. */
export function projectionChanged(before: Projected, after: Projected): boolean {
  return before.username !== after.username || before.isAdmin !== after.isAdmin || before.emailVerified !== after.emailVerified || before.isBanned !== after.isBanned;
}
