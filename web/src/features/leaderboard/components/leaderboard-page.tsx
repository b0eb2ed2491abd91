import { Skeleton } from '@/components/ui/skeleton';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { useUserStats } from '@/features/dashboard/api/get-user-stats';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardPodium } from './leaderboard-podium';
import { LeaderboardSummary } from './leaderboard-summary';
import { LeaderboardTable } from './leaderboard-table';

/** /leaderboard: summary cards, the podium and the full ranking, refreshed every 60 s. A rank below the top 100 comes from /api/user/stats. */
export function LeaderboardPage() {
  const user = useSignedInUser();
  const { data, isLoading } = useLeaderboard();
  const stats = useUserStats();
  if (isLoading) return <Skeleton className="h-96 w-full" />;
  const users = data?.users ?? [];
  const index = users.findIndex((u) => u.id === user.id);
  return (
    <div className="space-y-6">
      <LeaderboardSummary totalUsers={data?.totalUsers ?? 0} rank={index >= 0 ? index + 1 : (stats.data?.rank ?? null)} points={user.points} />
      <LeaderboardPodium users={users} />
      <LeaderboardTable users={users} currentUserId={user.id} />
    </div>
  );
}
