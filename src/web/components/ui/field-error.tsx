// A field's error line in the page's language: a schema's message names a catalogue text
// (`messageRef`, zod's defaults through named-zod-messages.ts) and is translated here; a server's
// field error is already in the request's language and is shown as it came.
import { resolveMessage } from '#shared/message-ref.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import '../../lib/named-zod-messages.ts';

/** A form's error text (a `messageRef` or words) as the reader reads it. */
export function useFieldErrorText(): (message: string) => string {
  const t = useT();
  return (message) => resolveMessage(message, t);
}

export function FieldError({
  id,
  message,
  className = 'text-sm font-medium text-red-700',
}: {
  id?: string;
  message: string | undefined;
  className?: string;
}) {
  const text = useFieldErrorText();
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      {text(message)}
    </p>
  );
}
