// A new profile from the form builder; with the bracelet's printed code it goes onto that bracelet.
import { createTag } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import type { TagCreateBody } from '#shared/schemas/tag.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useCreateTag() {
  return useEndpointMutation(createTag, {
    input: (body: TagCreateBody) => ({ body }),
    invalidates: [queryKeys.tags],
  });
}
