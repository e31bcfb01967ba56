// The frame of the public page: logo, 'EMERGENCY INFORMATION', and the support contact. Shared by
// the emergency data and the error notice.
import type { ReactNode } from 'react';
import { publicTagText } from '#shared/text.ts';
import { TagLogo } from './tag-logo.tsx';

export function PublicTagLayout({
  supportEmail,
  footer,
  children,
}: {
  supportEmail: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col bg-white text-gray-900">
      <header className="px-4 pt-2">
        <TagLogo />
      </header>
      <main className="flex-1 px-4 pb-4">
        <h1 className="mt-2 rounded-lg bg-red-700 px-3 py-2 text-lg font-extrabold tracking-wide wrap-anywhere text-white sm:text-xl">
          {publicTagText.heading}
        </h1>
        {children}
      </main>
      <footer className="border-t border-gray-200 px-4 py-3 text-sm text-gray-700">
        {footer}
        <p>
          {publicTagText.support}:{' '}
          <a
            className="inline-flex min-h-12 items-center font-semibold wrap-anywhere text-red-800 underline underline-offset-2"
            href={`mailto:${supportEmail}`}
          >
            {supportEmail}
          </a>
        </p>
      </footer>
    </div>
  );
}
