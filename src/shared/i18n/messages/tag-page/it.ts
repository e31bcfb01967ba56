// tagPage: it. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { tagPageEn } from './en.ts';

export const tagPageIt = {
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
} satisfies Messages<typeof tagPageEn>;
