// GET /api/tags/{tagId} (SPEC §7, issues 16, 17, 29): one tag, its scan summary and its bracelet state.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, apiPath, queryKeys } from '#shared/paths.ts';
import type { TagDetails, TagForEditing } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function getTag(tagId: string): Promise<TagDetails> {
  return apiJson<TagDetails>('GET', apiPath(api.tag, { tagId }));
}

/** The tag's own page reads the whole answer. */
export function useTagDetails(tagId: string | undefined): UseQueryResult<TagDetails> {
  return useQuery({
    queryKey: queryKeys.tag(tagId ?? ''),
    queryFn: () => getTag(tagId!),
    enabled: Boolean(tagId),
  });
}

/** The edit form reads only what it edits (the same query). */
export const useTagForEditing: (tagId: string | undefined) => UseQueryResult<TagForEditing> = useTagDetails;
