// GET /api/bracelets/{physicalId}: the wizard's bracelet. A full page load gets it embedded in the
// HTML; this read serves client-side navigation. Unknown (404) reads as null.
import { useQuery } from '@tanstack/react-query';
import { api, apiPath, queryKeys } from '#shared/paths.ts';
import type { BraceletState } from '#shared/schemas/tag.ts';
import { ApiError, apiJson } from '../../../lib/api-request.ts';

export async function getBracelet(physicalId: string): Promise<BraceletState | null> {
  try {
    return await apiJson<BraceletState>('GET', apiPath(api.bracelet, { physicalId }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `physicalId` as the address has it (trimmed, upper case); null when it cannot be a bracelet number. */
export function useBracelet(physicalId: string | null) {
  return useQuery({
    queryKey: queryKeys.bracelet(physicalId ?? ''),
    queryFn: () => getBracelet(physicalId!),
    enabled: physicalId !== null,
  });
}
