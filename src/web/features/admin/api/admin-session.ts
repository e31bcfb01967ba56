// POST /api/admin/login (SPEC §7); the logout is shared with the header (src/web/api/admin-logout.ts).
// The page shows the failure: a refusal and a network failure read differently.
import { useQueryClient } from '@tanstack/react-query';
import { adminLogin } from '#shared/endpoints/admin.ts';
import { queryKeys } from '#shared/paths.ts';
import type { AdminLoginInput } from '#shared/schemas/auth.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useEndpointMutation(adminLogin, {
    input: (body: AdminLoginInput) => ({ body }),
    onSuccess: () => queryClient.setQueryData(queryKeys.adminCheck, { isAdmin: true }),
  });
}
