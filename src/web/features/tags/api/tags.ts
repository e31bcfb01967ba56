// GET /api/tags (SPEC §7): the signed-in parent's tags, newest first.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#shared/paths.ts';
import type { TagListItem } from '#shared/schemas/tag.ts';

export function useTags() {
  return useQuery<TagListItem[] | null>({ queryKey: queryKeys.tags });
}
