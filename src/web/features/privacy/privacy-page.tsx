// /privacy (issue 17): the privacy notice, for everyone, signed in or not. Its version is the one a
// parent's consent refers to.
import { Fragment, type ReactNode } from 'react';
import { PRIVACY_NOTICE_VERSION, privacyNoticeText as text } from '#shared/privacy-notice.ts';
import { useSiteInfo } from '../../lib/site-info.tsx';

/** The text with '{email}' as a mail link to the support address. */
function withEmail(line: string, email: string): ReactNode {
  const parts = line.split('{email}');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <a className="text-red-700 underline" href={`mailto:${email}`}>
          {email}
        </a>
      )}
    </Fragment>
  ));
}

export default function PrivacyPage() {
  const { supportEmail } = useSiteInfo();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-gray-800 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900">{text.heading}</h1>
      <p className="mt-1 text-sm text-gray-600">
        {text.version}: <span data-testid="notice-version">{PRIVACY_NOTICE_VERSION}</span>
      </p>
      <p className="mt-4">{withEmail(text.intro, supportEmail)}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold text-gray-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              {withEmail(paragraph, supportEmail)}
            </p>
          ))}
          {section.items && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {section.items.map((item) => (
                <li key={item}>{withEmail(item, supportEmail)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
