// The responder's third way to the page: /t, one big box for the code printed on the band
// or card. A plain GET form the server answers with a redirect to /tag/{code}, so it works the same
// with or without JavaScript; the server renders it and sends no script (decision 022).
import type { Language } from '#shared/i18n/languages.ts';
import { TYPED_CODE_PARAM, typedCodePaths } from '#shared/paths.ts';
import type { ResponderPageSettings } from '../public-tag-state.ts';
import { CallButtons } from './call-buttons.tsx';
import { PublicTagLayout } from './public-tag-layout.tsx';

export type TypedCodePageProps = {
  settings: ResponderPageSettings;
  /** What the responder typed, given back with the message when it cannot be a code. */
  typed?: string;
  message?: string;
  /** The language the reader picked with `?lang=`: kept through the form. */
  chosenLanguage?: Language;
};

const PROBLEM_ID = 'typed-code-problem';

export function TypedCodePage({ settings, typed, message, chosenLanguage }: TypedCodePageProps) {
  const { t } = settings;
  return (
    <PublicTagLayout settings={settings}>
      <h2 className="mt-4 text-xl leading-tight font-bold">{t('responder.typedCode.heading')}</h2>
      <form method="get" action={typedCodePaths.page} className="mt-3 grid gap-3">
        {chosenLanguage && <input type="hidden" name="lang" value={chosenLanguage} />}
        <label htmlFor={TYPED_CODE_PARAM} className="text-base font-semibold">
          {t('responder.typedCode.label')}
        </label>
        <input
          id={TYPED_CODE_PARAM}
          name={TYPED_CODE_PARAM}
          type="text"
          defaultValue={typed}
          required
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? PROBLEM_ID : undefined}
          className="min-h-14 w-full rounded-lg border-2 border-gray-500 px-3 text-center font-mono text-2xl tracking-widest uppercase focus:border-red-700"
        />
        {message && (
          <p
            id={PROBLEM_ID}
            role="alert"
            className="rounded-lg border-l-8 border-red-700 bg-red-50 p-3 text-red-900"
          >
            {message}
          </p>
        )}
        <button
          type="submit"
          className="min-h-14 rounded-lg bg-gray-900 px-4 py-2 text-lg leading-tight font-bold text-white hover:bg-gray-700"
        >
          {t('responder.typedCode.submit')}
        </button>
      </form>
      {/* Whoever cannot find or read the code still has help one tap away. */}
      <div className="mt-6">
        <CallButtons emergencyNumber={settings.emergencyNumber} />
      </div>
    </PublicTagLayout>
  );
}
