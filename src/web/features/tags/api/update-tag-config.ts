// The edit form's save: the child's data and the fields.
import { updateTagConfig } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import type { TagConfigBody } from '#shared/schemas/tag.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useUpdateTagConfig(tagId: string) {
  return useEndpointMutation(updateTagConfig, {
    input: (body: TagConfigBody) => ({ params: { tagId }, body }),
    invalidates: [queryKeys.tags],
  });
}
