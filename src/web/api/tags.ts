// The signed-in parent's tags, newest first. The dashboard lists them; the in-app public page finds
// the owner's tag among them for the owner's bar.
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import type { listTags } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';

export function useTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<AnswerOf<typeof listTags> | null>({ queryKey: queryKeys.tags, enabled });
}
