// POST /api/verify-email {email, code} (SPEC §7, wizard): a right code signs the parent in; the
// answer is the current user, put in the cache at once (SPEC §4 "the current-user data is refreshed").
import { useQueryClient } from '@tanstack/react-query';
import { verifyEmailFromWizard } from '#shared/endpoints/auth.ts';
import type { BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useWizardVerifyEmail() {
  const queryClient = useQueryClient();
  return useEndpointMutation(verifyEmailFromWizard, {
    input: (body: BodyInputOf<typeof verifyEmailFromWizard>) => ({ body }),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
