// alertMail: English. The parent's scan alerts and their summary, responders' shares, and the buyer's
// order confirmation: the English the mails said before, each variant with and without the
// child's name a whole sentence, so no language builds a possessive by hand.

export const alertMailEn = {
  // Issue 34: the child's photo for lost mode.
  photoIntro: 'The photo shown on the page while lost mode is on:',
  hello: 'Hello {name},',
  helloUnnamed: 'Hello,',
  fact: '{label}: {value}',
  dashboardLink: 'Your dashboard',
  historyLink: 'Scan history',

  // Scan alert.
  opened: "{name}'s SafeKid page was opened",
  openedUnnamed: "Your child's SafeKid page was opened",
  lostSubject: 'Lost mode: {subject}',
  testSubject: '[Test] {subject}',
  testIntro: 'This is a test alert: nobody opened the page. A real alert looks like this.',
  lostIntro: 'The tag is in lost-child mode: every opening is reported at once.',
  when: 'When',
  device: 'Device',
  language: 'Language',
  languageName: '{name} ({code})',
  whyLost:
    'You receive this because the tag is in lost-child mode: while it is, every opening is mailed, even with scan alerts off.',
  whyTestOff:
    'Scan alerts are off for this tag: real openings are not mailed until you switch them on on your dashboard (in lost-child mode they always are).',
  whyOn:
    'You receive this because scan alerts are on for this tag; you can switch them off on your dashboard.',

  // Summary of the openings over the hourly budget.
  openedMore: "{name}'s SafeKid page was opened {count, plural, one {once more} other {# more times}}",
  openedMoreUnnamed:
    "Your child's SafeKid page was opened {count, plural, one {once more} other {# more times}}",
  moreOpenings: '… and {count, plural, one {# more opening} other {# more openings}} {range}.',
  rangeAt: 'at {time} on {date} ({zone})',
  rangeSameDay: 'between {from} and {to} on {date} ({zone})',
  rangeDays: 'between {from} and {to} ({zone})',
  latest: 'The latest: {device}, {language}.',
  summaryBudget:
    'So that a flood of openings cannot bury your mail, each tag sends at most {budget} alerts an hour and sums up the rest in one mail like this. Messages from people who found your child are always mailed on their own.',

  // A responder's location or call-back number.
  locationSubject: "Location shared from {name}'s SafeKid page",
  locationSubjectUnnamed: "Location shared from your child's SafeKid page",
  locationIntro: "The person who opened {name}'s SafeKid page shared their location with you on {time}.",
  locationIntroUnnamed:
    "The person who opened your child's SafeKid page shared their location with you on {time}.",
  contactSubject: 'Call back the person who found {name}',
  contactSubjectUnnamed: 'Call back the person who found your child',
  contactIntro:
    "The person who opened {name}'s SafeKid page left a number so you can call them back, on {time}.",
  contactIntroUnnamed:
    "The person who opened your child's SafeKid page left a number so you can call them back, on {time}.",
  coordinates: 'Coordinates',
  accuracy: 'within about {metres, plural, one {# metre} other {# metres}}',
  map: 'Map',
  mapLink: 'Open the map on OpenStreetMap',
  name: 'Name',
  phone: 'Phone',
  message: 'Message',
  everyScan: 'See every scan',
  heldSubject:
    "{count, plural, one {# message} other {# messages}} from people who opened {name}'s SafeKid page",
  heldSubjectUnnamed:
    "{count, plural, one {# message} other {# messages}} from people who opened your child's SafeKid page",
  heldIntro:
    "People who opened {name}'s SafeKid page sent you {count, plural, one {this message} other {these # messages}}. So that a flood cannot bury your mail, each tag mails at most {budget} messages an hour on their own and the rest together, like this.",
  heldIntroUnnamed:
    "People who opened your child's SafeKid page sent you {count, plural, one {this message} other {these # messages}}. So that a flood cannot bury your mail, each tag mails at most {budget} messages an hour on their own and the rest together, like this.",
  heldLocation: 'Location shared on {time}',
  heldContact: 'Call-back number left on {time}',

  // The buyer's order confirmation.
  orderSubject: 'Your SafeKid Tag order {orderNumber}',
  orderThanks: 'Thank you for your SafeKid Tag order. We have received your payment.',
  orderNumber: 'Order number',
  amountPaid: 'Amount paid',
  shipTo: 'We will ship {quantity, plural, one {your bracelet} other {your # bracelets}} to:',
  shipToPayPal: 'the address you gave PayPal',
  activate:
    '{quantity, plural, one {When it arrives, activate it online with the code printed inside the bracelet.} other {When they arrive, activate each one online with the code printed inside it.}}',
  questions: 'Questions? Write to {email} and quote your order number.',
} as const;
