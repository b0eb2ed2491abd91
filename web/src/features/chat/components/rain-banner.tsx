import { CloudRain } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatPoints } from '@/lib/format';
import { useJoinRain } from '../api/join-rain';
import { rainSecondsLeftLabel, useOpenRain } from './use-open-rain';

/**
 * The open rain: its pot, a countdown badge in seconds and a Join button. Shown from rain_start (or
 * GET /api/chat/rain) until rain_end or the countdown runs out. Only verified players may join.
 */
export function RainBanner({ canJoin }: { canJoin: boolean }) {
  const open = useOpenRain();
  const join = useJoinRain();
  if (!open) return null;

  const { rain, joined, secondsLeft } = open;
  return (
    <div className="flex items-center gap-3 border-t border-border bg-primary/10 px-4 py-3" data-testid="rain-banner" role="status">
      <CloudRain className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">Rain: {formatPoints(rain.amount)} points</p>
        <p className="truncate text-xs text-muted-foreground">{rain.message}</p>
      </div>
      <Badge variant="gold" className="tabular-nums" data-testid="rain-badge" aria-label={rainSecondsLeftLabel(secondsLeft)}>
        {secondsLeft}s
      </Badge>
      <Button size="sm" disabled={!canJoin || joined || join.isPending} onClick={() => join.mutate()} data-testid="rain-join">
        {join.isPending ? <Spinner /> : null}
        {joined ? 'Joined' : 'Join'}
      </Button>
    </div>
  );
}
