// The media list (SPEC §7 GET /api/media): cached 5 minutes.
import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_GC_MS, USER_QUERY_STALE_MS } from '#shared/constants.ts';
import type { MediaSection } from '#shared/content-defaults.ts';
import type { media } from '#shared/endpoints/content.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';

type MediaItems = AnswerOf<typeof media>;

export function useMedia() {
  return useQuery<MediaItems>({
    queryKey: queryKeys.media,
    staleTime: USER_QUERY_STALE_MS,
    gcTime: USER_QUERY_GC_MS,
  });
}

export function mediaUrl(items: MediaItems | undefined, section: MediaSection): string | null {
  return items?.find((item) => item.section === section)?.imageUrl ?? null;
}
