import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { houseEdgesQueryOptions } from '../../src/features/games/api/get-house-edges';
import { kenoPaytablesQueryOptions } from '../../src/features/games/api/get-keno-paytables';
import { plinkoTablesQueryOptions } from '../../src/features/games/api/get-plinko-tables';
import { wheelSegmentsQueryOptions } from '../../src/features/games/api/get-wheel-segments';
import { TABLES_STALE_MS } from '../../src/features/games/api/tables-freshness';

// The app's queries never go stale (spec section 9), but a game's published table (and what dice pays, and
// the crash edge) changes when an admin moves its house edge: a screen opened more than TABLES_STALE_MS
// after the table was fetched asks again. `fetchQuery` answers from the cache exactly when a screen's
// useQuery would not refetch on mount.

const tables: { name: string; path: string; open: (client: QueryClient) => Promise<unknown> }[] = [
  { name: 'keno paytables', path: '/api/games/keno/paytables', open: (client) => client.fetchQuery(kenoPaytablesQueryOptions()) },
  { name: 'plinko tables', path: '/api/games/plinko/tables', open: (client) => client.fetchQuery(plinkoTablesQueryOptions()) },
  { name: 'wheel segments', path: '/api/games/wheel/segments', open: (client) => client.fetchQuery(wheelSegmentsQueryOptions()) },
  { name: 'house edges (what dice pays, the crash edge)', path: '/api/games/house-edges', open: (client) => client.fetchQuery(houseEdgesQueryOptions()) },
];

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  // The browser's fetch, answered here: the web app's one HTTP client calls it for every request.
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify({ tables: [], segments: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the keno, plinko and wheel tables and the house edges are fetched again once older than TABLES_STALE_MS', () => {
  it.each(tables)('$name: served from the cache within the window, asked for again after it', async ({ path, open }) => {
    const client = createQueryClient();
    await open(client);
    expect(requested).toEqual([path]);

    vi.advanceTimersByTime(TABLES_STALE_MS - 1_000);
    await open(client);
    expect(requested).toHaveLength(1);

    vi.advanceTimersByTime(2_000);
    await open(client);
    expect(requested).toEqual([path, path]);
  });

  it('is what makes them differ from the app default, under which a query is never asked for again', async () => {
    const client = createQueryClient();
    const byDefault = () => queryOptions({ queryKey: ['default-freshness'], queryFn: () => fetch('/api/any').then((r) => r.json() as Promise<unknown>) });
    await client.fetchQuery(byDefault());
    vi.advanceTimersByTime(24 * 3_600_000);
    await client.fetchQuery(byDefault());
    expect(requested).toEqual(['/api/any']);
  });
});
