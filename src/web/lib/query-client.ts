// The query client with SPEC §9's defaults: fresh for 10 s, no polling, no refetch on focus, no retries.
import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '#shared/constants.ts';
import { EMBEDDED_STATE_ID, type EmbeddedState } from '#shared/paths.ts';
import { getQueryFn } from './api-request.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: QUERY_STALE_MS,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Seeds the cache with the data the server embedded in the page. */
export function hydrateEmbeddedState(client: QueryClient, state: EmbeddedState | undefined): void {
  for (const [key, data] of state?.queries ?? []) client.setQueryData(key, data);
}

export function readEmbeddedState(doc: Document = document): EmbeddedState | undefined {
  const element = doc.getElementById(EMBEDDED_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as EmbeddedState;
  } catch {
    return undefined;
  }
}
