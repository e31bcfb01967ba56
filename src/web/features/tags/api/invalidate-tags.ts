// After any activation, creation, update or delete, the tag list and every cached tag are re-read.
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#shared/paths.ts';

export function useInvalidateTags() {
  const queryClient = useQueryClient();
  // queryKeys.tag(id) starts with queryKeys.tags, so one prefix covers the list and each tag.
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.tags });
}
