// The privacy notice (issue 17, /privacy) and the consent that refers to it. A consent record names the
// version it was given to; a new version (a change of substance below) asks every parent again before
// their next save of emergency data. Parent-facing: English.
import { SCAN_RETENTION_DAYS } from './constants.ts';

export const PRIVACY_NOTICE_VERSION = '2026-11-23';

/** The consent checkbox of the tag form and the wizard; `{link}` marks the link to /privacy. */
export const consentText = {
  label:
    "I am the child's parent or legal guardian, and I agree that what I enter here is shown to anyone who scans the band, as explained in the {link}.",
  link: 'privacy notice',
  required: 'Please tick the box to confirm before saving.',
};

export type NoticeSection = { heading: string; paragraphs: string[]; items?: string[] };

export const privacyNoticeText = {
  linkText: 'Privacy notice',
  heading: 'Privacy notice',
  version: 'Version',
  intro:
    "SafeKid Tag puts a child's emergency information on a band that anyone can scan. This notice says what we store, who can see it, and how you use your rights. Questions: write to {email}.",
  sections: [
    {
      heading: 'What we store',
      paragraphs: [],
      items: [
        'Your account: name, e-mail address, time zone and a hash of your password (never the password itself).',
        "Each band's child data: the child's name and age, and the emergency fields you write (title and text), with each field's visibility and the band's PIN.",
        'Your consent: when you agreed to this notice and to which version.',
        'Orders: what you bought, the name, e-mail and delivery address you gave, and the payment reference.',
      ],
    },
    {
      heading: 'Who sees what',
      paragraphs: [
        "Public fields are shown to anyone who scans the band or opens its page: that is what lets a stranger help your child. Protected fields show only their title to a stranger; their content appears only after the band's PIN is typed on the page. You choose for each field, and you can change it at any time.",
        'Nobody else sees your account. Our staff see account and order data only to run the service.',
      ],
    },
    {
      heading: 'What a scan records, and for how long',
      paragraphs: [
        `When the band's page is opened, we record the time, the kind of device and browser (coarse, e.g. "Android phone, Chrome"), the language the page was shown in, and a hash of the visitor's address with a salt that changes every day. We never store the IP address. A location or a call-back number is stored only when the person who found your child taps to send it. Scans are deleted after ${SCAN_RETENTION_DAYS} days.`,
      ],
    },
    {
      heading: 'Alerts',
      paragraphs: [
        'When your band is scanned we e-mail you the time, the device and the language (and what the finder chose to send). You can switch alerts off for each band on your dashboard.',
      ],
    },
    {
      heading: 'Your rights and how to use them',
      paragraphs: [],
      items: [
        'Access and portability: download everything we hold about you as one JSON file from your account screen (/account).',
        'Erasure: delete your account on the account screen (/account). Your account, child data, fields, scans and consents are erased at once; your bands stop showing anything. Orders stay, because the shop must keep them.',
        "Correction: change a band's child data and fields at any time from your dashboard.",
        'A lost or broken band: deactivate it on your dashboard, and move its profile onto a new band by typing the new one\u2019s code.',
        'Anything else, or a complaint: write to {email}. You may also complain to your data protection authority.',
      ],
    },
  ] satisfies NoticeSection[],
};
