import { CloudRain } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { pluralize, formatPointsWithUnit } from '@/lib/format';
import { chatRainQueryOptions } from '@/features/chat/api/get-chat-rain';
import { useSecondsLeft } from '@/hooks/use-seconds-left';

/** How often the tab asks again, for the players who joined meanwhile and for a rain started elsewhere. */
const REFRESH_MS = 3000;

/** The rain open now, if any (the same GET /api/chat/rain the chat reads); `null` when none is. */
export function useRunningRain() {
  const { data } = useQuery({ ...chatRainQueryOptions(), refetchInterval: REFRESH_MS });
  const rain = data?.rain ?? null;
  const deadline = rain ? Date.parse(rain.endsAt) : null;
  const secondsLeft = useSecondsLeft(deadline !== null && Number.isFinite(deadline) ? deadline : null);
  return rain && secondsLeft > 0 ? { rain, secondsLeft } : null;
}

/**
 * What an admin needs before starting another rain: one is already open (the server would refuse a second
 * with 409), its pot, how many have joined and how long it has left.
 */
export function RunningRain({ running }: { running: NonNullable<ReturnType<typeof useRunningRain>> }) {
  const { rain, secondsLeft } = running;
  return (
    <div className="mb-4 flex items-center gap-3 rounded-md border border-primary/40 bg-primary/10 px-4 py-3" role="status" data-testid="admin-rain-running">
      <CloudRain className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">A rain of {formatPointsWithUnit(rain.amount)} is open</p>
        <p className="text-muted-foreground">
          {pluralize(rain.participants, 'player')} joined so far{rain.message ? ` · ${rain.message}` : ''}
        </p>
      </div>
      <Badge variant="gold" className="tabular-nums" aria-label={`${secondsLeft} seconds left`}>
        {secondsLeft}s
      </Badge>
    </div>
  );
}
