// mail: English. The account mails (verification code, password reset, password changed, account
// deleted): each written in one language, the recipient's. SPEC quotes none of them.

export const mailEn = {
  team: 'The SafeKid Tag team',
  greeting: 'Hello,',
  greetingNamed: 'Hello {name},',
  footer: '{product} · {url} · {supportEmail}',
  verification: {
    subject: 'SafeKid Tag: your verification code',
    intro: 'your SafeKid Tag verification code is:',
    validity: '{hours, plural, one {# hour} other {# hours}}',
    enterIt: 'Enter it on the verification page. It is valid for {validity} and can be used once.',
    ignore: 'If you did not create this account, you can ignore this email.',
  },
  passwordReset: {
    subject: 'Set a new password for your SafeKid Tag account',
    intro: 'someone (we hope you) asked to set a new password for the SafeKid Tag account {email}.',
    action: 'Set a new password',
    linkLine: 'Set a new password: {link}',
    validity: 'The link works once, for 1 hour. Setting a new password signs out every device.',
    ignore: 'If you did not ask for it, ignore this email: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your SafeKid Tag password was changed',
    changed: 'the password of your SafeKid Tag account ({email}) was changed on {when}.',
    signedOutOthers: 'Every other device signed in to your account has been signed out.',
    signedOutEvery: 'Every device signed in to your account has been signed out.',
    ifNotYou:
      'If you did not change it, write to {supportEmail} at once: someone else may know your password.',
  },
  accountDeleted: {
    subject: 'Your SafeKid Tag account has been deleted',
    deleted: 'your SafeKid Tag account ({email}) has been deleted, as you asked.',
    erased: "Your children's details and emergency fields, the scan history and your consents are erased.",
    bracelets:
      '{count, plural, one {Your bracelet no longer works: whoever scans it sees that the tag is no longer active.} other {Your # bracelets no longer work: whoever scans them sees that the tag is no longer active.}}',
    orders: 'Orders you placed stay with the shop, which must keep them.',
    ifNotYou: 'If you did not ask for this, write to {supportEmail}.',
  },
  // An order's life (issue 32): the buyer's mails after the confirmation, in the order's language.
  orderPage: 'your order page',
  orderPageLine: 'See your order and where it stands at any time: {link}',
  orderShipped: {
    subject: 'Your SafeKid Tag order {orderNumber} is on its way',
    intro: 'Good news: your order {orderNumber} has shipped and is on its way to you.',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    trackIt: "the carrier's tracking page",
    trackingLine: 'Follow your parcel: {link}',
    activate: 'When it arrives, activate each bracelet online with the code printed inside it.',
  },
  orderRefunded: {
    subject: 'Refund for your SafeKid Tag order {orderNumber}',
    intro: 'We have refunded {amount} for your order {orderNumber}.',
    reason: 'Reason',
    whole: 'That is the full amount you paid.',
    partial: 'Refunded so far: {refunded} of {total}.',
    when: 'PayPal returns the money to the account or card you paid with; it can take a few days to show.',
  },
  // Co-guardians (issue 34): the invitation to look after a tag, in the inviter's language.
  invitation: {
    subject: "{inviter} invites you to look after {child}'s SafeKid tag",
    subjectUnnamed: "{inviter} invites you to look after a child's SafeKid tag",
    intro:
      "{inviter} invites you to look after {child}'s emergency tag on SafeKid Tag. Once you accept, the tag is on your dashboard: you can edit it, receive its scan alerts, switch lost mode on and off and print its card.",
    introUnnamed:
      "{inviter} invites you to look after a child's emergency tag on SafeKid Tag. Once you accept, the tag is on your dashboard: you can edit it, receive its scan alerts, switch lost mode on and off and print its card.",
    howTo: 'Open the link and sign in with this address ({email}), or create an account with it.',
    action: 'Accept the invitation',
    linkLine: 'Accept the invitation: {link}',
    validity: 'The invitation is valid for {days, plural, one {# day} other {# days}}.',
    ignore: 'If you do not know {inviter}, you can ignore this email.',
  },
} as const;
