// The media list (SPEC §7 GET /api/media): cached 5 minutes.
import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_GC_MS, USER_QUERY_STALE_MS } from '#shared/constants.ts';
import type { MediaSection } from '#shared/content-defaults.ts';
import { queryKeys } from '#shared/paths.ts';
import type { MediaItem } from '#shared/schemas/content.ts';

export function useMedia() {
  return useQuery<MediaItem[]>({
    queryKey: queryKeys.media,
    staleTime: USER_QUERY_STALE_MS,
    gcTime: USER_QUERY_GC_MS,
  });
}

export function mediaUrl(items: MediaItem[] | undefined, section: MediaSection): string | null {
  return items?.find((item) => item.section === section)?.imageUrl ?? null;
}
