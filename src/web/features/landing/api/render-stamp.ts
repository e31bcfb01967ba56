// The product image's cache-busting value (SPEC §2: new on each render). The server embeds one per
// page it renders, so hydration sees the same URL; a client-side visit makes its own.
import { useQuery } from '@tanstack/react-query';

export const RENDER_STAMP_KEY = ['landing', 'render-stamp'] as const;
export type RenderStamp = { stamp: string };

export function newRenderStamp(): RenderStamp {
  return { stamp: Date.now().toString(36) };
}

export function useRenderStamp(): string {
  const { data } = useQuery<RenderStamp>({
    queryKey: RENDER_STAMP_KEY,
    // Local, never fetched: a refresh (e.g. after an admin save) just makes a new stamp.
    queryFn: () => newRenderStamp(),
    initialData: newRenderStamp,
    staleTime: Infinity,
  });
  return data.stamp;
}
