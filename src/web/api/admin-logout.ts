// POST /api/admin/logout (SPEC §7): used by the dashboard's Logout and the header's Log out. The
// header is on every page, the landing page too, which loads no zod: the contract is named by its
// method and path (endpointRef).
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as admin from '#shared/endpoints/admin.ts';
import { queryKeys } from '#shared/paths.ts';
import { call } from '../lib/call.ts';

const logout = endpointRef<typeof admin.adminLogout>('POST', '/api/admin/logout');

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(logout),
    onSettled: () => {
      // Nothing an admin read may stay cached once signed out.
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') });
      queryClient.setQueryData(queryKeys.adminCheck, { isAdmin: false });
    },
  });
}
