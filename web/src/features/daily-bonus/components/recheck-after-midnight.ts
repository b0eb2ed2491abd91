import { DAY_MS, nextUtcMidnight } from './utc-midnight';

/**
 * How long past a UTC midnight the bonus status is asked for again. The first ask waits a little so the
 * server has rolled over too (asking on the browser's midnight tick can still reach it just before); the
 * later ones cover a browser clock running ahead of the server's.
 */
export const RECHECK_OFFSETS_MS = [2_000, 10_000, 30_000, 60_000, 300_000];

/** One planned ask: the midnight it follows and which of RECHECK_OFFSETS_MS it waits. */
export interface Recheck {
  midnight: number;
  attempt: number;
}

export function recheckTime(recheck: Recheck): number {
  return recheck.midnight + (RECHECK_OFFSETS_MS[recheck.attempt] ?? 0);
}

/**
 * The first ask after `now`. A midnight that passed moments ago still counts: a status saying "claimed"
 * just after it may come from a server a few seconds behind.
 */
export function firstRecheck(now: number): Recheck {
  const upcoming = nextUtcMidnight(now);
  const justPassed = upcoming - DAY_MS;
  const attempt = RECHECK_OFFSETS_MS.findIndex((offset) => justPassed + offset > now);
  return attempt >= 0 ? { midnight: justPassed, attempt } : { midnight: upcoming, attempt: 0 };
}

/** The ask after `recheck`: the next offset past the same midnight, or the first one past the next midnight. */
export function followingRecheck(recheck: Recheck): Recheck {
  const attempt = recheck.attempt + 1;
  return attempt < RECHECK_OFFSETS_MS.length ? { midnight: recheck.midnight, attempt } : { midnight: recheck.midnight + DAY_MS, attempt: 0 };
}

/**
 * Asks `isOpen` (the server, not the clock) whether the next bonus is open, after each UTC midnight,
 * until it says yes. Returns what stops it.
 */
export function recheckAfterUtcMidnight(isOpen: () => Promise<boolean>): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = (recheck: Recheck) => {
    timer = setTimeout(
      () => {
        void isOpen()
          .catch(() => false)
          .then((open) => {
            if (!open && !stopped) wait(followingRecheck(recheck));
          });
      },
      Math.max(0, recheckTime(recheck) - Date.now()),
    );
  };
  wait(firstRecheck(Date.now()));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
