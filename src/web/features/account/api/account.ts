// GET /api/account: what the account screen shows (details, time zone, consents).
import { useQuery } from '@tanstack/react-query';
import { account } from '#shared/endpoints/account.ts';
import { queryKeys } from '#shared/paths.ts';
import { call } from '../../../lib/call.ts';

export function useAccount() {
  return useQuery({ queryKey: queryKeys.account, queryFn: () => call(account) });
}
