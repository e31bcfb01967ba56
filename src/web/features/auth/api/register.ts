// POST /api/auth/register (SPEC §7): creates the account; the answer says whether to verify next.
// The browser's time zone goes along: scan alerts show the parent's local time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { register } from '#shared/endpoints/auth.ts';
import type { BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { call } from '../../../lib/call.ts';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyInputOf<typeof register>) =>
      call(register, { body: { ...input, timeZone: browserTimeZone() } }),
    // SPEC §4: a registration refreshes the signed-in status, whatever its answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
