// The reminder mail's "Still right" page (issue 34 part 3), in the public page's frame: a question
// with a plain form POST (mail scanners open links, so only the button confirms), the thank-you, or
// why the link does not work. Server-rendered static markup: no script needed.
import type { ResponderPageSettings } from '../public-tag-state.ts';
import { PublicTagLayout } from './public-tag-layout.tsx';

export type StillRightPageProps = {
  settings: ResponderPageSettings;
  heading: string;
  text?: string;
  /** The confirming form: posted to the link itself. */
  form?: { action: string; button: string };
  /** Where the information is edited (the app's edit page; it asks to sign in). */
  edit?: { href: string; label: string };
  /** The link does not work: the heading says why, as an alert. */
  problem?: boolean;
};

export function StillRightPage({ settings, heading, text, form, edit, problem }: StillRightPageProps) {
  return (
    <PublicTagLayout settings={settings}>
      <h2
        role={problem ? 'alert' : undefined}
        className={`mt-4 text-xl leading-tight font-bold wrap-anywhere${problem ? ' text-red-900' : ''}`}
      >
        {heading}
      </h2>
      {text && <p className="mt-3 text-gray-800">{text}</p>}
      {form && (
        <form method="post" action={form.action} className="mt-4 grid gap-3">
          <button
            type="submit"
            className="min-h-14 rounded-lg bg-gray-900 px-4 py-2 text-lg leading-tight font-bold text-white hover:bg-gray-700"
          >
            {form.button}
          </button>
        </form>
      )}
      {edit && (
        <p className="mt-4">
          <a
            className="inline-flex min-h-12 items-center font-semibold text-red-800 underline"
            href={edit.href}
          >
            {edit.label}
          </a>
        </p>
      )}
    </PublicTagLayout>
  );
}
