// A bracelet no parent has set up yet, tapped by a responder: its address opens the
// parent's activation form, so before that form the page says so and offers the emergency number, in
// the responder's language. Server-rendered before the app's root: a plain `tel:` link, no script.
import { CallButtons } from './call-buttons.tsx';
import type { ResponderPageSettings } from '../public-tag-state.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import { STATIC_NOTICE_ATTRIBUTE } from '../../../lib/static-notice.ts';

export function BraceletNotSetUp({
  settings: { language, t, emergencyNumber },
}: {
  settings: ResponderPageSettings;
}) {
  return (
    <I18nProvider language={language} t={t}>
      <section
        lang={language}
        aria-labelledby="bracelet-not-set-up"
        data-testid="bracelet-not-set-up"
        {...{ [STATIC_NOTICE_ATTRIBUTE]: '' }}
        className="mx-auto mt-4 max-w-xl px-4"
      >
        <div className="rounded-lg border-l-8 border-red-700 bg-red-50 p-4 text-red-950">
          <h2 id="bracelet-not-set-up" className="text-lg font-bold">
            {t('responder.notSetUp.title')}
          </h2>
          <p className="mt-1 text-base">{t('responder.notSetUp.body')}</p>
          <CallButtons emergencyNumber={emergencyNumber} />
        </div>
      </section>
    </I18nProvider>
  );
}
