import { describe, expect, it } from 'vitest';
import type { WithdrawalEntry } from '@app/contracts';
import { mergeWithdrawalPages, newestFirst, type SourcePages } from '../../src/features/withdrawal-history/api/merge-withdrawal-pages';

const entry = (id: string, method: WithdrawalEntry['method'], createdAt: string): WithdrawalEntry => ({
  id,
  method,
  type: method,
  amount: 1000,
  usdValue: 10,
  status: 'completed',
  paymentReference: null,
  errorMessage: null,
  adminNotes: null,
  createdAt,
  processedAt: null,
});

/** A history as the wallet pages it: newest first (the millisecond, then the id), `size` at a time. */
function pagedSource(all: WithdrawalEntry[]) {
  const sorted = [...all].sort(newestFirst);
  let read = 0;
  return {
    firstPage: (size: number) => (read = Math.min(size, sorted.length)),
    nextPage: (size: number) => (read = Math.min(read + size, sorted.length)),
    state: (): SourcePages => ({ rows: sorted.slice(0, read), hasMore: read < sorted.length, failed: false }),
  };
}

const at = (minute: number, ms = 0) => new Date(Date.UTC(2026, 10, 27, 3, minute, 0, ms)).toISOString();
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

// The Withdrawal History page reads the manual and the Robux histories page by page, each on its own,
// and merges them: a row may be shown only once no unread row of either history can come before it.
describe('the two withdrawal histories merged page by page', () => {
  it('shows, after every page read, exactly the start of the whole merged history, each row once, ties on the millisecond included', () => {
    const manualRows: WithdrawalEntry[] = [];
    const robuxRows: WithdrawalEntry[] = [];
    let n = 0;
    // interleaved runs: a stretch of manual ones, one of Robux, then both in the same millisecond
    for (let minute = 59; minute >= 0; minute--) {
      if (minute % 3 === 0) robuxRows.push(entry(uuid(n++), 'robux', at(minute)));
      if (minute % 5 !== 0) manualRows.push(entry(uuid(n++), 'paypal', at(minute)));
      if (minute % 7 === 0) for (let k = 0; k < 4; k++) (k % 2 ? manualRows : robuxRows).push(entry(uuid(1000 - n++), k % 2 ? 'zelle' : 'robux', at(minute, 500)));
    }
    const whole = [...manualRows, ...robuxRows].sort(newestFirst);
    for (const size of [1, 3, 7, 50]) {
      const manual = pagedSource(manualRows);
      const robux = pagedSource(robuxRows);
      manual.firstPage(size);
      robux.firstPage(size);
      let merged = mergeWithdrawalPages(manual.state(), robux.state());
      let shown = merged.entries.length;
      for (let reads = 0; merged.hasMore; reads++) {
        expect(reads).toBeLessThan(1000);
        expect(merged.entries).toEqual(whole.slice(0, merged.entries.length));
        (merged.next === 'manual' ? manual : robux).nextPage(size);
        merged = mergeWithdrawalPages(manual.state(), robux.state());
        // every page read shows at least one more row: "Load older withdrawals" never does nothing
        expect(merged.entries.length).toBeGreaterThan(shown);
        shown = merged.entries.length;
      }
      expect(merged.entries).toEqual(whole);
      expect(merged.next).toBeNull();
    }
  });

  it('holds back the rows of one history older than the oldest read of the other while that one has more', () => {
    const manual: SourcePages = { rows: [entry(uuid(1), 'paypal', at(50)), entry(uuid(2), 'paypal', at(40))], hasMore: true, failed: false };
    const robux: SourcePages = { rows: [entry(uuid(3), 'robux', at(45)), entry(uuid(4), 'robux', at(10))], hasMore: false, failed: false };
    const merged = mergeWithdrawalPages(manual, robux);
    expect(merged.entries.map((e) => e.id)).toEqual([uuid(1), uuid(3), uuid(2)]);
    expect(merged).toMatchObject({ hasMore: true, next: 'manual', failed: 'none' });
  });

  it('shows the other history whole when one could not be loaded, and says so', () => {
    const robux: SourcePages = { rows: [entry(uuid(3), 'robux', at(45))], hasMore: true, failed: false };
    const failed: SourcePages = { rows: [], hasMore: false, failed: true };
    expect(mergeWithdrawalPages(failed, robux)).toMatchObject({ entries: robux.rows, hasMore: true, next: 'robux', failed: 'some' });
    expect(mergeWithdrawalPages(failed, failed)).toMatchObject({ entries: [], hasMore: false, next: null, failed: 'all' });
  });
});
