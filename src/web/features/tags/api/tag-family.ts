// A tag's family: the owner, the guardians, pending invitations (owner only) and the latest changes.
import { useQuery } from '@tanstack/react-query';
import { tagFamily } from '#shared/endpoints/family.ts';
import { queryKeys } from '#shared/paths.ts';
import { call } from '../../../lib/call.ts';

export function useTagFamily(tagId: string) {
  return useQuery({
    queryKey: queryKeys.tagFamily(tagId),
    queryFn: () => call(tagFamily, { params: { tagId } }),
  });
}
