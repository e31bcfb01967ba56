// A bracelet no parent has set up yet, tapped by a responder (issue 28): its address opens the
// parent's activation form, so before that form the page says so and offers the emergency number, in
// the responder's language. Server-rendered before the app's root: a plain `tel:` link, no script.
import { CallButtons } from './call-buttons.tsx';
import type { ResponderPageSettings } from '../public-tag-state.ts';
import { ResponderLanguageProvider } from '../responder-language.tsx';
import { STATIC_NOTICE_ATTRIBUTE } from '../../../lib/static-notice.ts';

export function BraceletNotSetUp({
  settings: { language, text, emergencyNumber },
}: {
  settings: ResponderPageSettings;
}) {
  return (
    <ResponderLanguageProvider value={{ language, text }}>
      <section
        lang={language}
        aria-labelledby="bracelet-not-set-up"
        data-testid="bracelet-not-set-up"
        {...{ [STATIC_NOTICE_ATTRIBUTE]: '' }}
        className="mx-auto mt-4 max-w-xl px-4"
      >
        <div className="rounded-lg border-l-8 border-red-700 bg-red-50 p-4 text-red-950">
          <h2 id="bracelet-not-set-up" className="text-lg font-bold">
            {text.notSetUp.title}
          </h2>
          <p className="mt-1 text-base">{text.notSetUp.body}</p>
          <CallButtons emergencyNumber={emergencyNumber} />
        </div>
      </section>
    </ResponderLanguageProvider>
  );
}
