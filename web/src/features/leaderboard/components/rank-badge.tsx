import { Badge } from '@/components/ui/badge';

/** 'Top 3' for places 1-3, 'Top 10' for 4-10, nothing below. */
export function RankBadge({ rank }: { rank: number }) {
  if (rank <= 3) return <Badge variant="gold">Top 3</Badge>;
  if (rank <= 10) return <Badge>Top 10</Badge>;
  return null;
}
