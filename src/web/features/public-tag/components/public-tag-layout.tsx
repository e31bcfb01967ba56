// The frame of the public page: logo, language switch, 'EMERGENCY INFORMATION', and the support
// contact, in the responder's language. Shared by the emergency data and the error notice.
import type { ReactNode } from 'react';
import { formatLabel } from '#shared/i18n/format.ts';
import { routes } from '#shared/paths.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import type { ResponderPageSettings } from '../public-tag-state.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { TagLogo } from './tag-logo.tsx';

export function PublicTagLayout({
  settings: { supportEmail, language, t },
  top,
  footer,
  children,
}: {
  settings: ResponderPageSettings;
  /** Above everything, even the logo (the lost-child banner). */
  top?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const label = (text: string) => formatLabel(language, text);
  return (
    <I18nProvider language={language} t={t}>
      <div className="mx-auto flex min-h-screen max-w-2xl flex-col bg-white text-gray-900">
        {top}
        <header className="flex items-center justify-between gap-2 px-4 pt-1">
          <TagLogo />
          <LanguageSwitch />
        </header>
        <main className="flex-1 px-4 pb-4">
          <h1 className="mt-1 rounded-lg bg-red-700 px-3 py-2 text-lg font-extrabold tracking-wide wrap-anywhere text-white sm:text-xl">
            {t('publicTag.heading')}
          </h1>
          {children}
        </main>
        <footer className="border-t border-gray-200 px-4 py-3 text-sm text-gray-700">
          {footer}
          {/* A plain link: the page stays one request. */}
          <p>
            <a
              className="inline-flex min-h-12 items-center text-gray-700 underline underline-offset-2"
              href={routes.privacy}
            >
              {t('responder.page.privacy')}
            </a>
          </p>
          <p>
            {label(t('publicTag.support'))}{' '}
            <a
              className="inline-flex min-h-12 items-center font-semibold wrap-anywhere text-red-800 underline underline-offset-2"
              href={`mailto:${supportEmail}`}
            >
              {supportEmail}
            </a>
          </p>
        </footer>
      </div>
    </I18nProvider>
  );
}
