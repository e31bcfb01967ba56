// privacyNotice: English (moved from src/shared/privacy-notice.ts). The notice's version
// stays in privacy-notice.ts: consent records name it. `{email}` is the support address, shown as a
// mail link; `{link}` is the link to /privacy.

export const privacyNoticeEn = {
  heading: 'Privacy notice',
  version: 'Version',
  intro:
    "SafeKid Tag puts a child's emergency information on a band that anyone can scan. This notice says what we store, who can see it, and how you use your rights. Questions: write to {email}.",
  consent: {
    label:
      "I am the child's parent or legal guardian, and I agree that what I enter here is shown to anyone who scans the band, as explained in the {link}.",
    link: 'privacy notice',
    required: 'Please tick the box to confirm before saving.',
  },
  store: {
    heading: 'What we store',
    account:
      'Your account: name, e-mail address, time zone and a hash of your password (never the password itself).',
    childData:
      "Each band's child data: the child's name and age, and the emergency fields you write (title and text), with each field's visibility and the band's PIN.",
    consent: 'Your consent: when you agreed to this notice and to which version.',
    orders:
      'Orders: what you bought, the name, e-mail and delivery address you gave, and the payment reference.',
  },
  visibility: {
    heading: 'Who sees what',
    fields:
      "Public fields are shown to anyone who scans the band or opens its page: that is what lets a stranger help your child. Protected fields show only their title to a stranger; their content appears only after the band's PIN is typed on the page. You choose for each field, and you can change it at any time.",
    nobodyElse:
      'Nobody else sees your account. Our staff see account and order data only to run the service.',
  },
  scans: {
    heading: 'What a scan records, and for how long',
    recorded:
      'When the band\'s page is opened, we record the time, the kind of device and browser (coarse, e.g. "Android phone, Chrome"), the language the page was shown in, and a hash of the visitor\'s address with a salt that changes every day. We never store the IP address. A location or a call-back number is stored only when the person who found your child taps to send it. Scans are deleted after {days, plural, one {# day} other {# days}}.',
  },
  alerts: {
    heading: 'Alerts',
    text: 'When your band is scanned we e-mail you the time, the device and the language (and what the finder chose to send). You can switch alerts off for each band on your dashboard.',
  },
  rights: {
    heading: 'Your rights and how to use them',
    access:
      'Access and portability: download everything we hold about you as one JSON file from your account screen (/account).',
    erasure:
      'Erasure: delete your account on the account screen (/account). Your account, child data, fields, scans and consents are erased at once; your bands stop showing anything. Orders stay, because the shop must keep them.',
    correction: "Correction: change a band's child data and fields at any time from your dashboard.",
    lostBand:
      'A lost or broken band: deactivate it on your dashboard, and move its profile onto a new band by typing the new one\u2019s code.',
    other:
      'Anything else, or a complaint: write to {email}. You may also complain to your data protection authority.',
  },
} as const;
