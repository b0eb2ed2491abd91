import type { Activity, ActivityType } from '@app/contracts';

/** Spec section 9: entries of the same user, game and type within 60 s are grouped; the live list keeps 20. */
export const GROUP_WINDOW_MS = 60_000;
export const LIVE_FEED_KEPT = 20;

export interface ActivityGroup {
  /** the newest round's id */
  id: string;
  username: string;
  game: string;
  type: ActivityType;
  /** the rounds' amounts added up */
  amount: number;
  count: number;
  /** ISO time of the newest round */
  timestamp: string;
}

function time(activity: Activity): number {
  const t = Date.parse(activity.timestamp);
  return Number.isFinite(t) ? t : 0;
}

/** Rounds seen twice (polled and pushed) count once; newest first. */
export function mergeActivities(...lists: Activity[][]): Activity[] {
  const byId = new Map<string, Activity>();
  for (const list of lists) for (const activity of list) if (!byId.has(activity.id)) byId.set(activity.id, activity);
  return [...byId.values()].sort((a, b) => time(b) - time(a));
}

/**
 * Folds rounds of the same user, game and type into one entry when each lies within 60 s of the
 * entry's oldest round; newest first, at most `limit` entries.
 */
export function groupActivities(activities: Activity[], limit = LIVE_FEED_KEPT): ActivityGroup[] {
  const groups: (ActivityGroup & { oldest: number })[] = [];
  for (const activity of mergeActivities(activities)) {
    const at = time(activity);
    const group = groups.find((g) => g.username === activity.username && g.game === activity.game && g.type === activity.type && g.oldest - at <= GROUP_WINDOW_MS);
    if (group) {
      group.amount += activity.amount;
      group.count += 1;
      group.oldest = at;
      continue;
    }
    if (groups.length >= limit) continue;
    groups.push({ id: activity.id, username: activity.username, game: activity.game, type: activity.type, amount: activity.amount, count: 1, timestamp: activity.timestamp, oldest: at });
  }
  return groups.map(({ oldest: _oldest, ...group }) => group);
}
