// Is the visitor an admin? (SPEC §6, §7 GET /api/admin/check). A failed check counts as "not admin".
import { useQuery } from '@tanstack/react-query';
import type { adminCheck } from '#shared/endpoints/admin.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';

export type AdminCheck = AnswerOf<typeof adminCheck>;

export async function fetchAdminCheck({ signal }: { signal?: AbortSignal } = {}): Promise<AdminCheck> {
  try {
    const res = await fetch(queryKeys.adminCheck[0], { credentials: 'include', signal });
    if (!res.ok) return { isAdmin: false };
    const body = (await res.json()) as Partial<AdminCheck>;
    return { isAdmin: body.isAdmin === true };
  } catch {
    return { isAdmin: false };
  }
}

export function useAdminCheck() {
  const query = useQuery({ queryKey: queryKeys.adminCheck, queryFn: fetchAdminCheck, retry: false });
  return { isAdmin: query.data?.isAdmin ?? false, isLoading: query.isLoading };
}
