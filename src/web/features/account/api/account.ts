// GET /api/account (issue 17): what the account screen shows (details, time zone, consents).
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { AccountOverview } from '#shared/schemas/account.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function getAccount(): Promise<AccountOverview> {
  return apiJson<AccountOverview>('GET', api.account);
}

export function useAccount() {
  return useQuery({ queryKey: queryKeys.account, queryFn: getAccount });
}
