// GET /api/tags/{tagId} (SPEC §7): one tag for editing.
import { useQuery } from '@tanstack/react-query';
import { api, apiPath, queryKeys } from '#shared/paths.ts';
import type { TagForEditing } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function getTag(tagId: string): Promise<TagForEditing> {
  return apiJson<TagForEditing>('GET', apiPath(api.tag, { tagId }));
}

export function useTagForEditing(tagId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.tag(tagId ?? ''),
    queryFn: () => getTag(tagId!),
    enabled: Boolean(tagId),
  });
}
