// The one mutation helper (SPEC §8, §9): a call to a contract with the pending state React Query gives,
// the success and failure toasts in the reader's language (the server's message, else the fallback),
// and the cached queries re-read after a success.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AnswerOf, EndpointDefinition } from '#shared/endpoints/endpoint.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { errorMessage } from './api-request.ts';
import { call, type Callable, type CallInput } from './call.ts';
import { toast } from './use-toast.ts';

/** A toast's title and, optionally, its description. */
export type ToastTexts = { title: MessageKey; description?: MessageKey };
/** The failure toast: its title, and the text shown when the server gave no message. */
export type FailureTexts = { title: MessageKey; fallback: MessageKey };

/** The destructive toast of SPEC §8: the server's message, else the fallback; returns that text. */
export function toastFailure(t: Translate, error: unknown, texts: FailureTexts): string {
  const description = errorMessage(error, t(texts.fallback));
  toast({ variant: 'destructive', title: t(texts.title), description });
  return description;
}

export type EndpointMutationOptions<E extends EndpointDefinition, Variables> = {
  /** The call's params, query and body from the mutation's variables. */
  input: (variables: Variables) => CallInput<E>;
  success?: ToastTexts;
  /** Without it the caller handles the failure (a form that shows field errors). */
  failure?: FailureTexts;
  /** Query keys (or prefixes) re-read after a success. */
  invalidates?: readonly QueryKey[];
  /** Re-read them after a failure too: a control that showed the change at once shows what the server has. */
  rereadOnFailure?: boolean;
  /** More to do after a success, after the re-reads started. */
  onSuccess?: (answer: AnswerOf<E>, variables: Variables) => unknown;
};

export function useEndpointMutation<E extends EndpointDefinition, Variables = void>(
  endpoint: Callable<E>,
  options: EndpointMutationOptions<E, Variables>,
) {
  const t = useT();
  const queryClient = useQueryClient();
  const reread = () =>
    (options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey }));
  return useMutation<AnswerOf<E>, Error, Variables>({
    mutationFn: (variables) =>
      (call as (e: Callable<E>, i: CallInput<E>) => Promise<AnswerOf<E>>)(endpoint, options.input(variables)),
    onSuccess: async (answer, variables) => {
      if (options.success) {
        const { title, description } = options.success;
        toast({ title: t(title), ...(description ? { description: t(description) } : {}) });
      }
      const rereads = reread();
      await options.onSuccess?.(answer, variables);
      await Promise.all(rereads);
    },
    onError: async (error) => {
      if (options.failure) toastFailure(t, error, options.failure);
      if (options.rereadOnFailure) await Promise.all(reread());
    },
  });
}
