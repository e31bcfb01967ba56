// GET /api/tags/{tagId}/scans (issue 16): the tag's scans of the last 90 days, newest first.
import { useQuery } from '@tanstack/react-query';
import { api, apiPath, queryKeys } from '#shared/paths.ts';
import type { ScanHistory } from '#shared/schemas/scan-history.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function getScanHistory(tagId: string): Promise<ScanHistory> {
  return apiJson<ScanHistory>('GET', apiPath(api.tagScans, { tagId }));
}

export function useScanHistory(tagId: string) {
  return useQuery({ queryKey: queryKeys.tagScans(tagId), queryFn: () => getScanHistory(tagId) });
}
