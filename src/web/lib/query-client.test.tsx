// The client cache rules of SPEC §9 (numbers read from SPEC, not from our constants): queries fresh
// for 10 s, no polling, no refetch on focus, no retries; the current user and media cached 5 minutes.
import {
  environmentManager,
  focusManager,
  QueryClientProvider,
  QueryObserver,
  type QueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#shared/paths.ts';
import { specMatch, specNumber, specSection } from '#tests/helpers/spec-document.ts';
import { useCurrentUser } from '../api/current-user.ts';
import { useMedia } from '../api/media.ts';
import { createQueryClient } from './query-client.ts';

const section9 = specSection(9);
const FRESH_MS = specNumber(specMatch(/queries fresh for (\w+) seconds/, section9)[0]!) * 1000;
const [USER_STALE_MS, USER_KEPT_MS] = specMatch(/\(stale ([\d,]+) ms, kept ([\d,]+) ms\)/, section9).map(
  specNumber,
);

/** Watches `key` the way a mounted component does, with `queryFn` as its fetcher. */
function watch(client: QueryClient, key: string[], queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: key, queryFn });
  return observer.subscribe(() => {});
}

describe('createQueryClient (SPEC §9 data cache)', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    // As in the browser: on a server TanStack never retries, polls or refetches whatever the options.
    environmentManager.setIsServer(() => false);
    client = createQueryClient();
    client.mount(); // what QueryClientProvider does: listen for focus and network changes
  });
  afterEach(() => {
    client.unmount();
    client.clear();
    focusManager.setFocused(undefined);
    environmentManager.setIsServer(() => true);
    vi.useRealTimers();
  });

  it('sets the defaults SPEC names', () => {
    expect(FRESH_MS).toBe(10_000);
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: FRESH_MS,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });

  it('keeps an answer fresh for 10 s: a new reader within that time is served from the cache', async () => {
    const fetcher = vi.fn(async () => 'answer');
    watch(client, ['fresh'], fetcher)();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(FRESH_MS - 1);
    watch(client, ['fresh'], fetcher)();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2);
    watch(client, ['fresh'], fetcher)();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failed read', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('500: down');
    });
    const stop = watch(client, ['failing'], fetcher);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['failing'])?.status).toBe('error');
    stop();
  });

  it('neither polls nor refetches when the window regains focus', async () => {
    const fetcher = vi.fn(async () => 'answer');
    const stop = watch(client, ['watched'], fetcher);
    await vi.advanceTimersByTimeAsync(10 * FRESH_MS); // stale now, and long enough for any polling
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the current-user and media reads (SPEC §7, §9: cached 5 minutes)', () => {
  /** Renders the hooks once and returns the queries they registered in the cache. */
  function queriesOfHooks() {
    const client = createQueryClient();
    function Readers() {
      useCurrentUser();
      useMedia();
      return null;
    }
    renderToString(
      <QueryClientProvider client={client}>
        <Readers />
      </QueryClientProvider>,
    );
    const find = (queryKey: readonly string[]) => client.getQueryCache().find({ queryKey: [...queryKey] })!;
    return { user: find(queryKeys.currentUser), media: find(queryKeys.media) };
  }

  it('stay fresh 300000 ms, are kept 600000 ms, and are not retried', () => {
    expect([USER_STALE_MS, USER_KEPT_MS]).toEqual([300_000, 600_000]);
    const { user, media } = queriesOfHooks();
    for (const query of [user, media]) {
      // The hook's options as the cache holds them (staleTime is typed on observers only).
      expect((query.options as QueryObserverOptions).staleTime).toBe(USER_STALE_MS);
      expect(query.gcTime).toBe(USER_KEPT_MS);
      expect(query.options.retry).toBe(false);
    }
  });
});
