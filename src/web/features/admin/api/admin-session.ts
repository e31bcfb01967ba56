// POST /api/admin/login (SPEC §7); the logout is shared with the header (src/web/api/admin-logout.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { AdminLoginInput } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) => apiJson<{ username: string }>('POST', api.adminLogin, input),
    onSuccess: () => queryClient.setQueryData(queryKeys.adminCheck, { isAdmin: true }),
  });
}
