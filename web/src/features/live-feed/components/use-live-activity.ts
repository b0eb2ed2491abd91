import { useMemo, useState } from 'react';
import type { Activity } from '@app/contracts';
import { useSocketConnect } from '@/features/socket/use-socket-connect';
import { useSocketEvent } from '@/features/socket/use-socket-event';
import { useGameActivity } from '../api/get-game-activity';
import { groupActivities, mergeActivities } from './group-activities';

/** Raw rounds kept from the socket between polls (more than the 20 entries shown, so groups stay whole). */
const PUSHED_KEPT = 100;

/**
 * The dashboard's live activity: GET /api/games/recent-activity (polled every 30 s) plus the
 * `game_result` socket events in between, deduplicated and grouped. Rounds pushed while the socket was
 * down are fetched again when it reconnects, not 30 s later.
 */
export function useLiveActivity() {
  const polled = useGameActivity();
  const [pushed, setPushed] = useState<Activity[]>([]);
  useSocketEvent('game_result', ({ activity }) => setPushed((list) => [activity, ...list].slice(0, PUSHED_KEPT)));
  useSocketConnect(() => void polled.refetch());

  const groups = useMemo(() => groupActivities(mergeActivities(pushed, polled.data ?? [])), [pushed, polled.data]);
  return { groups, isPending: polled.isPending && pushed.length === 0, isError: polled.isError };
}
