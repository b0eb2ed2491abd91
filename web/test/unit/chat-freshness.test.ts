import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/query-client';
import { chatHistoryQueryOptions } from '../../src/features/chat/api/get-chat-history';
import { chatRainQueryOptions } from '../../src/features/chat/api/get-chat-rain';

// The chat follows the socket only while it is mounted (on the dashboard). A player who leaves the
// dashboard and comes back would otherwise see the cached lines and rain of their last visit: under the
// app's default (never stale) a query is not asked for again when a screen mounts it.

const queries = [
  { name: 'chat history', path: '/api/chat/history', observe: (client: QueryClient) => new QueryObserver(client, chatHistoryQueryOptions()) },
  { name: 'open rain', path: '/api/chat/rain', observe: (client: QueryClient) => new QueryObserver(client, chatRainQueryOptions()) },
];

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify(url.endsWith('/rain') ? { rain: null, joined: false } : []), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What useQuery does when a screen mounts: observe the query until the screen goes away. */
async function mount(observer: { subscribe: (listener: () => void) => () => void; getCurrentResult: () => { isFetching: boolean } }): Promise<() => void> {
  const unmount = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  return unmount;
}

describe('the chat history and the open rain are asked for again each time the chat mounts', () => {
  it.each(queries)('$name', async ({ path, observe }) => {
    const client = createQueryClient();
    const leave = await mount(observe(client));
    expect(requested).toEqual([path]);
    leave();

    await mount(observe(client));
    expect(requested).toEqual([path, path]);
  });
});
