// An admin save (SPEC §4, §8): 'Saving...' while pending (isPending), SPEC's success or failure
// toast, and every cached read refreshed afterwards (a save can change what other sections show, e.g. an
// upload). The refresh leaves other tabs' unsaved typing alone: a form takes new `values` only when
// they differ (react-hook-form compares deeply); e2e 'typed edits survive … a save there'.
// The toasts are a section's adminSave texts ('paypal' → adminSave.paypal.ok / .failed) or given ones.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CatalogueEn } from '#shared/i18n/messages/index.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { toastFailure } from '../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../lib/use-toast.ts';

export type SaveSection = keyof CatalogueEn['adminSave'];
type SaveTexts = { ok: MessageKey; failed: MessageKey; okDescription?: MessageKey };

/** `invalidates` for an admin save: the empty key starts every key, so every read is refreshed. */
export const EVERY_QUERY: readonly QueryKey[] = [[]];

export function useAdminSave<TInput, TResult>(
  save: (input: TInput) => Promise<TResult>,
  given: SaveTexts | SaveSection,
) {
  const t = useT();
  const texts: SaveTexts =
    typeof given === 'string' ? { ok: `adminSave.${given}.ok`, failed: `adminSave.${given}.failed` } : given;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast({ title: t(texts.ok), description: texts.okDescription && t(texts.okDescription) });
      await queryClient.invalidateQueries();
    },
    onError: (error) => toastFailure(t, error, { title: texts.failed, fallback: texts.failed }),
  });
}
