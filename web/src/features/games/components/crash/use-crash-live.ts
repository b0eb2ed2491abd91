import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrashLiveRound } from '@app/contracts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCashOutCrashLive } from '../../api/cashout-crash-live';
import { useCrashLiveActive } from '../../api/get-crash-live-active';
import { getCrashLiveRound } from '../../api/get-crash-live-round';
import { useRoundSettled } from '../../api/round-settled';
import { useStakeTaken } from '../../api/stake-taken';
import { useStartCrashLive } from '../../api/start-crash-live';
import { toastGameError } from '../shared/game-errors';
import { useStartGuard } from '../shared/use-start-guard';
import { useTimers } from '../shared/use-timers';
import { clockOf, multiplierAt, type CrashClock } from './crash-clock';
import { forgetUnseenRound, rememberUnseenRound, unseenRound } from './unseen-round';
import { useCrashRecent } from './use-crash-recent';

// The spec's crashed display resets after 3 s. A failed wait for the round's end is tried again this soon.
const CRASHED_RESET_MS = 3000;
const RETRY_MS = 500;

export type LivePhase = { kind: 'idle' } | { kind: 'starting' } | { kind: 'running'; round: CrashLiveRound; clock: CrashClock } | { kind: 'over'; round: CrashLiveRound };

/**
 * A live crash round: the multiplier grows on the server's clock; the browser asks for the round with a
 * request the server answers when the round ends by itself (the crash, an automatic cash-out), so the crash
 * shows at its instant; a cash-out is decided by the server at the instant it arrives.
 */
export function useCrashLive() {
  const [phase, setPhase] = useState<LivePhase>({ kind: 'idle' });
  const [multiplier, setMultiplier] = useState(1);
  // the last finished round, kept for its result line until the next bet (the display resets sooner)
  const [last, setLast] = useState<CrashLiveRound | null>(null);
  const guard = useStartGuard();
  const [, addRecent] = useCrashRecent();
  const timers = useTimers();
  const settled = useRoundSettled();
  const stakeTaken = useStakeTaken();
  const start = useStartCrashLive();
  const cashOut = useCashOutCrashLive();
  const active = useCrashLiveActive();
  const current = useRef<string | null>(null);

  const finish = useCallback(
    (round: CrashLiveRound) => {
      if (current.current !== round.roundId) return;
      current.current = null;
      forgetUnseenRound();
      setPhase({ kind: 'over', round });
      setLast(round);
      setMultiplier(round.multiplier);
      if (round.crashPoint !== null) addRecent(round.crashPoint);
      settled();
      guard.arm();
      if (round.status === 'crashed') {
        timers.after(CRASHED_RESET_MS, () => {
          setPhase((p) => (p.kind === 'over' && p.round.roundId === round.roundId ? { kind: 'idle' } : p));
          setMultiplier(1);
        });
      }
    },
    [addRecent, settled, timers, guard.arm],
  );

  const run = useCallback(
    (round: CrashLiveRound) => {
      current.current = round.roundId;
      if (round.status !== 'running') return finish(round);
      rememberUnseenRound(round.roundId);
      const clock = clockOf(round);
      setMultiplier(multiplierAt(clock));
      setPhase({ kind: 'running', round, clock });
    },
    [finish],
  );

  // Resume a round left running (a reload, another tab); the navbar balance may predate its stake.
  const resumable = active.data?.round;
  useEffect(() => {
    if (!resumable || resumable.status !== 'running' || current.current !== null) return;
    run(resumable);
    stakeTaken();
  }, [resumable, run, stakeTaken]);

  // Back on the screen after the round this tab was watching ended elsewhere: its result line, as if seen.
  const noneRunning = active.isSuccess && resumable?.status !== 'running';
  useEffect(() => {
    const roundId = noneRunning && current.current === null ? unseenRound() : null;
    if (!roundId) return;
    let cancelled = false;
    getCrashLiveRound(roundId)
      .then((round) => {
        if (cancelled || round.status === 'running' || current.current !== null) return;
        forgetUnseenRound();
        setLast(round);
      })
      .catch(() => forgetUnseenRound()); // gone (another account signed in on this tab): nothing to show
    return () => {
      cancelled = true;
    };
  }, [noneRunning]);

  // While running: animate on the server's formula, and wait for the server to say the round has ended.
  const running = phase.kind === 'running' ? phase : null;
  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function draw() {
      setMultiplier(multiplierAt(running.clock));
      frame = requestAnimationFrame(draw);
    });
    const controller = new AbortController();
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          const round = await getCrashLiveRound(running.round.roundId, { signal: controller.signal, waitForEnd: true });
          if (round.status !== 'running') return finish(round);
        } catch {
          // aborted (cashed out, left the screen) or a failed request: the loop's condition or a retry decides
          if (!controller.signal.aborted) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    })();
    return () => {
      cancelAnimationFrame(frame);
      controller.abort();
    };
  }, [running, finish]);

  const begin = async (betAmount: number) => {
    if (guard.guarded) return;
    timers.clear();
    setPhase({ kind: 'starting' });
    setLast(null);
    try {
      run(await start.mutateAsync({ betAmount }));
    } catch (error) {
      setPhase({ kind: 'idle' });
      toastGameError(error, 'Crash Error');
    } finally {
      // as mines at Start: the stake leaves the navbar balance while the round runs (and a refusal, say
      // for insufficient points, corrects a balance the navbar showed stale)
      stakeTaken();
    }
  };

  const cashOutNow = async () => {
    if (!running) return;
    const roundId = running.round.roundId;
    try {
      finish(await cashOut.mutateAsync({ roundId }));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Already over (crashed a moment ago): show what the server recorded.
        finish(await getCrashLiveRound(roundId));
      } else {
        toast({ title: 'Cash Out Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    }
  };

  // no bet before GET /api/games/crash/live/active has answered: a round left running is about to be resumed
  return { phase, last, multiplier, begin, canStart: !guard.guarded && !active.isPending, cashOut: cashOutNow, cashingOut: cashOut.isPending };
}
