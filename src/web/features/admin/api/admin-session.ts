// POST /api/admin/login and POST /api/admin/logout (SPEC §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { AdminLoginInput } from '#shared/schemas/auth.ts';
import { apiJson, apiRequest } from '../../../lib/api-request.ts';

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) => apiJson<{ username: string }>('POST', api.adminLogin, input),
    onSuccess: () => queryClient.setQueryData(queryKeys.adminCheck, { isAdmin: true }),
  });
}

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
