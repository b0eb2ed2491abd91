import type { WithdrawalEntry } from '@app/contracts';

/** Which of the two histories could not be loaded: a list missing one of them must say so, not pass for all. */
export type HistoryFailure = 'none' | 'some' | 'all';

/** What has been read of one history (manual or Robux): its rows newest first, as the wallet pages them. */
export interface SourcePages {
  rows: readonly WithdrawalEntry[];
  /** the wallet has older rows of this history, not read yet */
  hasMore: boolean;
  /** its first page could not be loaded */
  failed: boolean;
}

export type HistorySource = 'manual' | 'robux';

export interface MergedPages {
  /** the rows both histories agree on so far, newest first */
  entries: WithdrawalEntry[];
  failed: HistoryFailure;
  /** older withdrawals exist in either history */
  hasMore: boolean;
  /** the history whose next page shows more rows ("Load older withdrawals"), null when neither has more */
  next: HistorySource | null;
}

/**
 * The wallet's order (the millisecond the answer carries, then the id, newest first), so that rows of the
 * same millisecond from both histories come in one order whichever page they were read in.
 */
export function newestFirst(a: WithdrawalEntry, b: WithdrawalEntry): number {
  if (a.createdAt !== b.createdAt) return Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * Both histories as one list. Each is read page by page on its own, so a history that has more may still
 * hold rows newer than the other's oldest read: a merged row is shown only when it is not older than the
 * oldest row read of every history that has more (its "frontier"). The rows past the newest frontier are
 * held back until that history's next page is read (`next`), so the list only grows at its end and keeps
 * its order across pages.
 */
export function mergeWithdrawalPages(manual: SourcePages, robux: SourcePages): MergedPages {
  const sources = { manual, robux } as const;
  let frontier: { source: HistorySource; oldest: WithdrawalEntry } | null = null;
  for (const source of ['manual', 'robux'] as const) {
    const { rows, hasMore, failed } = sources[source];
    const oldest = rows.at(-1);
    if (failed || !hasMore || !oldest) continue;
    if (!frontier || newestFirst(oldest, frontier.oldest) < 0) frontier = { source, oldest };
  }
  const everything = [...manual.rows, ...robux.rows].sort(newestFirst);
  const entries = frontier ? everything.filter((row) => newestFirst(row, frontier.oldest) <= 0) : everything;
  const failures = Number(manual.failed) + Number(robux.failed);
  return { entries, failed: failures === 0 ? 'none' : failures === 2 ? 'all' : 'some', hasMore: frontier !== null, next: frontier?.source ?? null };
}
