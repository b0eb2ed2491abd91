import type { Activity } from '@app/contracts';
import { usePublicRecentActivity } from '@/features/live-feed/api/get-public-recent-activity';
import { recentWinners } from './recent-winners-filter';

/** The 8 latest wins from GET /api/public/recent-activity (polled every 10 s). */
export function useRecentWinners(): { winners: Activity[]; isPending: boolean } {
  const { data, isPending } = usePublicRecentActivity();
  return { winners: recentWinners(data), isPending };
}
