import { CloudRain } from 'lucide-react';
import { RAIN_JOIN_UNVERIFIED } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatPoints } from '@/lib/format';
import { useJoinRain } from '../api/join-rain';
import { rainSecondsLeftLabel, useOpenRain } from './use-open-rain';

const JOIN_REASON_ID = 'rain-join-reason';

/**
 * The open rain: its pot, the whole message (wrapped, never cut off), a countdown badge in seconds and a
 * Join button. Shown from rain_start (or GET /api/chat/rain) until rain_end or the countdown runs out.
 * Only verified players may join: the others see why beside the disabled button.
 */
export function RainBanner({ canJoin }: { canJoin: boolean }) {
  const open = useOpenRain();
  const join = useJoinRain();
  if (!open) return null;

  const { rain, joined, secondsLeft } = open;
  return (
    <div className="flex flex-col gap-2 border-t border-border bg-primary/10 px-4 py-3" data-testid="rain-banner" role="status">
      <div className="flex items-start gap-3">
        <CloudRain className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold break-words">Rain: {formatPoints(rain.amount)} points</p>
          <p className="text-xs break-words whitespace-pre-wrap text-muted-foreground" data-testid="rain-message">
            {rain.message}
          </p>
        </div>
        <Badge variant="gold" className="shrink-0 tabular-nums" data-testid="rain-badge" aria-label={rainSecondsLeftLabel(secondsLeft)}>
          {secondsLeft}s
        </Badge>
        <Button
          size="sm"
          className="shrink-0"
          disabled={!canJoin || joined || join.isPending}
          aria-describedby={canJoin ? undefined : JOIN_REASON_ID}
          onClick={() => join.mutate()}
          data-testid="rain-join"
        >
          {join.isPending ? <Spinner /> : null}
          {joined ? 'Joined' : 'Join'}
        </Button>
      </div>
      {canJoin ? null : (
        <p id={JOIN_REASON_ID} className="text-right text-xs text-warning" data-testid="rain-join-reason">
          {RAIN_JOIN_UNVERIFIED}
        </p>
      )}
    </div>
  );
}
