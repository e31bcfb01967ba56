// The public page's secondary buttons (the shares, the PIN box's "Show"), and the attribute of the
// controls that only work with the page's script.

export const SHARE_BUTTON =
  'inline-flex min-h-12 flex-auto items-center justify-center gap-2 rounded-lg border-2 border-blue-700 bg-white px-3 py-2 text-center font-semibold leading-tight text-blue-800 hover:bg-blue-50 disabled:opacity-70';

/** Controls that only work with the page's script: the document hides them where it will not run. */
export const NEEDS_SCRIPT = 'data-needs-script';

/** A part hidden until the script opens it, shown from the start where no script runs (the call-back form). */
export const OPEN_WITHOUT_SCRIPT = 'data-open-without-script';
