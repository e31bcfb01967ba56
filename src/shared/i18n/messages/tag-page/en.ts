// tagPage: English, exactly as SPEC quotes it (moved from text.ts's tagPageText).

export const tagPageEn = {
  // Issue 34: the child's photo for lost mode.
  photoHeading: 'Photo for lost mode',
  photoIntro: 'Shown on the emergency page only while lost mode is on.',
  photoLabel: 'Choose a photo',
  photoCurrent: 'The current photo',
  photoNone: 'No photo yet.',
  photoRemove: 'Remove photo',
  photoSaved: 'Photo saved',
  photoRemoved: 'Photo removed',
  photoFailed: 'Photo not saved',
  statusActive: 'Active',
  statusLost: 'Lost',
  statusNoBracelet: 'No bracelet linked',
  manage: 'Manage',
  manageLabel: "Manage {childName}'s tag",
  loading: 'Loading tag...',
  shareHeading: 'Print and share',
  shareIntro: 'The QR code and the printed card open the same emergency page as the bracelet.',
  shareNotConfigured: 'Add the child’s name or an emergency field first: then there is a page to share.',
  pinHeading: 'PIN',
  pinIntro:
    'Protected fields show on the emergency page only after this PIN is typed. It is printed on the card.',
  alertsHeading: 'Scan alerts',
  alertsIntro: 'A mail each time someone opens the emergency page.',
  historyHeading: 'History',
  braceletHeading: 'Bracelet',
  braceletLinked:
    'This profile is on a bracelet. If the bracelet is lost or broken, move the profile to a new one.',
  braceletNotLinked:
    'No bracelet is linked to this profile yet: its page, QR code and printed card work, but no bracelet opens it. Type the code printed on a bracelet to link it.',
  linkBracelet: 'Link a bracelet',
  linkTitle: 'Link a bracelet',
  linkDescription:
    "Type the code printed on the bracelet. The child's details, emergency information, PIN, alert setting and scan history move to it.",
  linkCodeLabel: 'Code printed on the bracelet',
  linkConfirm: 'Link bracelet',
  linkedTitle: 'Bracelet linked',
  linkedDescription: "The bracelet {code} now shows your child's page.",
  dangerHeading: 'Danger zone',
  dangerIntro: 'Deactivating cannot be undone: the page stops working at once.',
  deactivatedNotice:
    'This tag is deactivated: its page no longer works. You can still move the profile to a new bracelet.',
} as const;
