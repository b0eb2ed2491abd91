import type { Activity } from '@app/contracts';

/** Spec section 9: the landing page shows 8 recent activities. */
export const RECENT_WINNERS_SHOWN = 8;

/** Spec section 3: the public recent activity is filtered to items of type win, newest 8 kept. */
export function recentWinners(activities: Activity[] | undefined): Activity[] {
  return (activities ?? []).filter((activity) => activity.type === 'win').slice(0, RECENT_WINNERS_SHOWN);
}
