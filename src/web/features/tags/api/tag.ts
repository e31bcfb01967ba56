// One tag, its scan summary and its bracelet state.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getTag } from '#shared/endpoints/tags.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';
import type { TagForEditing } from '#shared/schemas/tag.ts';
import { call } from '../../../lib/call.ts';

/** The tag's own page reads the whole answer. */
export function useTagDetails(tagId: string | undefined): UseQueryResult<AnswerOf<typeof getTag>> {
  return useQuery({
    queryKey: queryKeys.tag(tagId ?? ''),
    queryFn: () => call(getTag, { params: { tagId: tagId! } }),
    enabled: Boolean(tagId),
  });
}

/** The edit form reads only what it edits (the same query). */
export const useTagForEditing: (tagId: string | undefined) => UseQueryResult<TagForEditing> = useTagDetails;
