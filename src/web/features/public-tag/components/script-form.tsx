// A form of the public page (issue 35): it posts url-encoded to the server, which answers the whole page
// again, so it works without JavaScript; its answer opens at the form's part (#id). Where the page's
// script runs, the island (islands/swap-form.ts) posts it itself and replaces only that part.
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'form'>, 'action' | 'method'> & {
  action: string;
  /** The id of the page's part the answer replaces. */
  part: string;
  /** The page's language: the answer speaks it, however the page was reached. */
  language: string;
  /** The submit button's text while the answer is on its way. */
  busy: string;
  /** Said when no answer comes (the network dropped). */
  failed: string;
};

export function ScriptForm({ action, part, language, busy, failed, children, ...rest }: Props) {
  return (
    <form
      method="post"
      action={`${action}#${part}`}
      data-part={part}
      data-busy={busy}
      data-failed={failed}
      {...rest}
    >
      <input type="hidden" name="lang" value={language} />
      {children}
    </form>
  );
}
