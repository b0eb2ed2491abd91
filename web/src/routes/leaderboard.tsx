import { PageFrame } from '@/components/layout/page-frame';
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';

export default function LeaderboardRoute() {
  return (
    <PageFrame title="Leaderboard" description="The top players by points.">
      <LeaderboardPage />
    </PageFrame>
  );
}
