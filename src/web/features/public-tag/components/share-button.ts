// The public page's secondary buttons (the shares, the PIN box's "Show"), and the attribute of the
// controls that only work with the page's script.

export const SHARE_BUTTON =
  'inline-flex min-h-12 flex-auto items-center justify-center gap-2 rounded-lg border-2 border-blue-700 bg-white px-3 py-2 text-center font-semibold leading-tight text-blue-800 hover:bg-blue-50 disabled:opacity-70';

/** Controls that only work with the page's script: the document hides them where it will not run. */
export const NEEDS_SCRIPT = 'data-needs-script';

/**
 * A part closed until the script opens it, open from the start where no script runs (the call-back
 * form). Not `hidden`: Tailwind's base layer hides [hidden] with !important, which no unlayered rule
 * can undo, so the document's own style closes it and its <noscript> style opens it.
 */
export const CLOSED = 'data-closed';

/** Said only where no script runs: the open form's heading, which the opener button says otherwise. */
export const WITHOUT_SCRIPT = 'data-without-script';
