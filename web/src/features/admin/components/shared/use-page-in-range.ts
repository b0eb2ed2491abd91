import { useEffect } from 'react';
import { pageAfterShrink } from './page-range';

/** Moves a paged admin list back to its last page when the current one was emptied (see pageAfterShrink). */
export function usePageInRange(page: number, answer: { page: number; total: number; pageSize: number } | undefined, setPage: (page: number) => void): void {
  const next = answer ? pageAfterShrink(page, answer) : null;
  useEffect(() => {
    if (next !== null) setPage(next);
  }, [next, setPage]);
}
