// /privacy: the privacy notice, for everyone, signed in or not, in the page's language
//. Its version is the one a parent's consent refers to.
import { Fragment, type ReactNode } from 'react';
import { SCAN_RETENTION_DAYS } from '#shared/constants.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { useLabel, useT } from '../../i18n/i18n-context.tsx';
import { useSiteInfo } from '../../lib/site-info.tsx';

type Section = { heading: MessageKey; paragraphs: MessageKey[]; items?: MessageKey[] };

/** The notice's sections in order: each text a catalogue key. */
const SECTIONS: Section[] = [
  {
    heading: 'privacyNotice.store.heading',
    paragraphs: [],
    items: [
      'privacyNotice.store.account',
      'privacyNotice.store.childData',
      'privacyNotice.store.consent',
      'privacyNotice.store.orders',
    ],
  },
  {
    heading: 'privacyNotice.visibility.heading',
    paragraphs: ['privacyNotice.visibility.fields', 'privacyNotice.visibility.nobodyElse'],
  },
  { heading: 'privacyNotice.scans.heading', paragraphs: ['privacyNotice.scans.recorded'] },
  { heading: 'privacyNotice.alerts.heading', paragraphs: ['privacyNotice.alerts.text'] },
  {
    heading: 'privacyNotice.rights.heading',
    paragraphs: [],
    items: [
      'privacyNotice.rights.access',
      'privacyNotice.rights.erasure',
      'privacyNotice.rights.correction',
      'privacyNotice.rights.lostBand',
      'privacyNotice.rights.other',
    ],
  },
];

/** Stands for a value while a message is formatted, then for the element put in its place. */
const SLOT = '\u0000';

/** A message with its `{email}` as a mail link to the support address. */
function withEmail(t: Translate, key: MessageKey, email: string): ReactNode {
  const parts = t(key, { email: SLOT, days: SCAN_RETENTION_DAYS }).split(SLOT);
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
  const t = useT();
  const label = useLabel();
  const { supportEmail } = useSiteInfo();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-gray-800 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900">{t('privacyNotice.heading')}</h1>
      <p className="mt-1 text-sm text-gray-600">
        {label(t('privacyNotice.version'))} <span data-testid="notice-version">{PRIVACY_NOTICE_VERSION}</span>
      </p>
      <p className="mt-4">{withEmail(t, 'privacyNotice.intro', supportEmail)}</p>
      {SECTIONS.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-lg font-semibold text-gray-900">{t(section.heading)}</h2>
          {section.paragraphs.map((key) => (
            <p key={key} className="mt-2">
              {withEmail(t, key, supportEmail)}
            </p>
          ))}
          {section.items && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {section.items.map((key) => (
                <li key={key}>{withEmail(t, key, supportEmail)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
