// account: fr. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { accountEn } from './en.ts';

export const accountFr = {
  heading: 'My account',
  loading: 'Loading your account...',
  loadError: 'Failed to load your account. Please refresh the page and try again.',
  detailsHeading: 'Your details',
  name: 'Name',
  noName: 'Not given',
  email: 'E-mail',
  timeZone: 'Time zone',
  timeZoneHint: 'Scan alerts show times in this zone. It follows the browser you sign in with.',
  noTimeZone: 'UTC (no time zone reported yet)',
  passwordHeading: 'Change password',
  passwordIntro: 'Every other device signed in to your account is signed out; this one stays signed in.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your other devices have been signed out.',
  passwordFailedTitle: 'Password not changed',
  passwordRequired: 'Please enter your current password',
  wrongPassword: 'The password is not correct.',
  consentsHeading: 'Consents given',
  consentsIntro:
    'Each time you agreed that what you enter for a child is shown to anyone who scans the band.',
  noConsents: 'No consent recorded yet.',
  consentItem: 'Privacy notice version {version}, {when}',
  exportHeading: 'Download my data',
  exportIntro:
    'One JSON file with your account, every tag with its fields and PIN, scans and what responders sent, consents and orders placed with your e-mail.',
  exportButton: 'Download my data',
  deleteHeading: 'Delete my account',
  deleteWarning:
    "This erases your account, your children's details and fields, scan history and consents. Your bracelets stop working for good: anyone who scans them sees only that the tag is no longer active. This cannot be undone.",
  deletePassword: 'Your password',
  deleteButton: 'Delete my account',
  deleting: 'Deleting...',
  deletedTitle: 'Account deleted',
  deleted: 'Your account has been deleted. A confirmation is on its way to your inbox.',
  deleteFailedTitle: 'Account not deleted',
  failedFallback: 'Something went wrong. Please try again.',
  deletedMailSubject: 'Your SafeKid Tag account has been deleted',
  passwordChangedMailSubject: 'Your SafeKid Tag password was changed',
} satisfies Messages<typeof accountEn>;
