// The code screen: the printed code makes the bracelet the parent's; the answer's id leads to
// configuration.
import { activateTag } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useActivateTag() {
  return useEndpointMutation(activateTag, {
    input: (uniqueCode: string) => ({ body: { uniqueCode } }),
    invalidates: [queryKeys.tags],
  });
}
