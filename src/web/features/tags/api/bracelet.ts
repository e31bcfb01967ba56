// The wizard's bracelet. A full page load gets it embedded in the HTML; this read serves client-side
// navigation. Unknown (404) reads as null.
import { useQuery } from '@tanstack/react-query';
import { getBracelet } from '#shared/endpoints/tags.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { call } from '../../../lib/call.ts';

async function braceletOrNull(physicalId: string): Promise<AnswerOf<typeof getBracelet> | null> {
  try {
    return await call(getBracelet, { params: { physicalId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `physicalId` as the address has it (trimmed, upper case); null when it cannot be a bracelet number. */
export function useBracelet(physicalId: string | null) {
  return useQuery({
    queryKey: queryKeys.bracelet(physicalId ?? ''),
    queryFn: () => braceletOrNull(physicalId!),
    enabled: physicalId !== null,
  });
}
