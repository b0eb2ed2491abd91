import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatPoints } from '@/lib/format';

function SummaryCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

/** Total Players, Your Rank (or 'N/A' outside the list), Your Points. */
export function LeaderboardSummary({ totalUsers, rank, points }: { totalUsers: number; rank: number | null; points: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SummaryCard label="Total Players" value={formatCount(totalUsers)} testId="leaderboard-total-players" />
      <SummaryCard label="Your Rank" value={rank ? `#${formatCount(rank)}` : 'N/A'} testId="leaderboard-your-rank" />
      <SummaryCard label="Your Points" value={formatPoints(points)} testId="leaderboard-your-points" />
    </div>
  );
}
