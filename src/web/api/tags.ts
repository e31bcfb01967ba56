// GET /api/tags (SPEC §7): the signed-in parent's tags, newest first. The dashboard lists them; the
// in-app public page finds the owner's tag among them for the owner's bar.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#shared/paths.ts';
import type { TagListItem } from '#shared/schemas/tag.ts';

export function useTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TagListItem[] | null>({ queryKey: queryKeys.tags, enabled });
}
