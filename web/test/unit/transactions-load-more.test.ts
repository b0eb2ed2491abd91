import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import type { Transaction } from '@app/contracts';
import { createQueryClient } from '../../src/app/query-client';
import {
  getTransactionsPage,
  TRANSACTIONS_PAGE_SIZE,
  transactionsQueryOptions,
  type TransactionsPage,
} from '../../src/features/transactions/api/get-transactions';
import { TransactionList } from '../../src/features/transactions/components/transaction-list';

// Profile → Transaction History shows the newest 50 entries and, at its end, "Load more" for the next 50
// older ones while there are any (GET /api/user/transactions?before=<cursor>&limit=). The wallet is
// played here by a fake ledger behind the browser's fetch, numbered as the wallet numbers it (seq).

const entry = (seq: number): Transaction => ({
  id: `tx-${seq}`,
  type: 'game_stake',
  kind: 'spend',
  description: `Bet #${seq}`,
  amount: -1,
  gameType: 'dice',
  createdAt: '2025-01-01T00:00:00.000Z',
  cursor: String(seq),
});

/** the fake ledger: seq 1..n, answered newest first as the wallet answers it */
let ledger: number[] = [];
const requested: URL[] = [];

beforeEach(() => {
  ledger = [];
  requested.length = 0;
  vi.stubGlobal('fetch', async (path: string) => {
    const url = new URL(path, 'http://app.test');
    requested.push(url);
    const before = url.searchParams.get('before');
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const rows = [...ledger]
      .sort((a, b) => b - a)
      .filter((seq) => before === null || seq < Number(before))
      .slice(0, limit)
      .map(entry);
    return new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

const write = (count: number) => {
  const top = ledger.length ? Math.max(...ledger) : 0;
  for (let i = 1; i <= count; i++) ledger.push(top + i);
};

describe('the Transaction History pages', () => {
  it('asks for one entry more than it shows, to offer "Load more" only when older entries exist', async () => {
    write(TRANSACTIONS_PAGE_SIZE + 1);
    const first = await getTransactionsPage(null);
    expect(requested[0]!.pathname).toBe('/api/user/transactions');
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({ limit: String(TRANSACTIONS_PAGE_SIZE + 1) });
    expect(first.entries).toHaveLength(TRANSACTIONS_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.entries.at(-1)!.cursor);

    const last = await getTransactionsPage(first.nextCursor);
    expect(requested[1]!.searchParams.get('before')).toBe(first.nextCursor);
    expect(last).toEqual({ entries: [entry(1)], nextCursor: null });
  });

  it('says there is nothing older when the ledger holds exactly one page', async () => {
    write(TRANSACTIONS_PAGE_SIZE);
    expect((await getTransactionsPage(null)).nextCursor).toBeNull();
  });

  it('reaches the oldest entry (the signup bonus below 130 bets) by loading more, each entry once, while new bets arrive', async () => {
    write(130);
    const client = createQueryClient();
    const observer = new InfiniteQueryObserver(client, transactionsQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
      const pages = () => observer.getCurrentResult().data!.pages;
      expect(pages()[0]!.entries.map((e) => e.cursor)[0]).toBe('130');
      while (observer.getCurrentResult().hasNextPage) {
        write(3); // bets placed meanwhile: they belong above the first page, not in the older pages
        await observer.fetchNextPage();
      }
      const shown = pages().flatMap((p) => p.entries.map((e) => Number(e.cursor)));
      expect(pages()).toHaveLength(3);
      expect(shown).toEqual(Array.from({ length: 130 }, (_, i) => 130 - i));
    } finally {
      unsubscribe();
    }
  });
});

describe('the Transaction History list', () => {
  const render = (pages: TransactionsPage[]) => {
    const client = createQueryClient();
    const data: InfiniteData<TransactionsPage, string | null> = { pages, pageParams: pages.map((_, i) => (i === 0 ? null : pages[i - 1]!.nextCursor)) };
    client.setQueryData(transactionsQueryOptions().queryKey, data);
    return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(TransactionList)));
  };
  const rows = (html: string) => html.match(/data-testid="transaction-row"/g)?.length ?? 0;

  it('ends with a "Load more" button while older entries exist', () => {
    const html = render([{ entries: [entry(60), entry(59)], nextCursor: '59' }]);
    expect(rows(html)).toBe(2);
    expect(html).toMatch(/data-testid="transactions-load-more"[^>]*>Load more</);
  });

  it('shows every page loaded, and no button once the oldest entry is listed', () => {
    const html = render([
      { entries: [entry(3), entry(2)], nextCursor: '2' },
      { entries: [entry(1)], nextCursor: null },
    ]);
    expect(rows(html)).toBe(3);
    expect(html).toContain('Bet #1');
    expect(html).not.toContain('transactions-load-more');
  });
});
