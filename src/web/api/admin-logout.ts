// POST /api/admin/logout (SPEC §7): used by the dashboard's Logout and the header's Log out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import { apiRequest } from '../lib/api-request.ts';

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', api.adminLogout),
    onSettled: () => {
      // Nothing an admin read may stay cached once signed out.
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') });
      queryClient.setQueryData(queryKeys.adminCheck, { isAdmin: false });
    },
  });
}
