// An admin save (SPEC §4, §8): 'Saving...' while pending (isPending), SPEC's success or failure
// toast, and every cached read refreshed afterwards (a save can change what other sections show, e.g. an
// upload). The refresh leaves other tabs' unsaved typing alone: a form takes new `values` only when
// they differ (react-hook-form compares deeply); e2e 'typed edits survive … a save there'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';

export function useAdminSave<TInput, TResult>(
  save: (input: TInput) => Promise<TResult>,
  texts: { ok: string; failed: string; okDescription?: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast({ title: texts.ok, description: texts.okDescription });
      await queryClient.invalidateQueries();
    },
    onError: (error) =>
      toast({ title: texts.failed, description: errorMessage(error, texts.failed), variant: 'destructive' }),
  });
}
