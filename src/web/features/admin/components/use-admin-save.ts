// An admin save (SPEC §4, §8): 'Saving...' while pending (isPending), SPEC's success or failure
// toast, and every cached read refreshed afterwards (a save can change what other sections show, e.g. an
// upload). The refresh leaves other tabs' unsaved typing alone: a form takes new `values` only when
// they differ (react-hook-form compares deeply); e2e 'typed edits survive … a save there'.
// The toasts are a section's adminSave texts ('paypal' → adminSave.paypal.ok / .failed) or given ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueEn } from '#shared/i18n/messages/index.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';

export type SaveSection = keyof CatalogueEn['adminSave'];
type SaveTexts = { ok: string; failed: string; okDescription?: string };

export function useAdminSave<TInput, TResult>(
  save: (input: TInput) => Promise<TResult>,
  given: SaveTexts | SaveSection,
) {
  const t = useT();
  const texts: SaveTexts =
    typeof given === 'string'
      ? { ok: t(`adminSave.${given}.ok`), failed: t(`adminSave.${given}.failed`) }
      : given;
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
