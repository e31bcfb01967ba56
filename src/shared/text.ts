// Every user-visible string that SPEC.md quotes, exactly as quoted, plus the few we had to add.
// Import from here; never retype a SPEC string in a component or a route.
import { PRODUCT_NAME } from './constants.ts';
import { waitTime } from './wait-time.ts';

export const commonText = {
  pageNotFound: 'Page Not Found',
  pageNotFoundBody: "The page you are looking for doesn't exist or has been moved.",
  backHome: 'Go to the home page',
  loading: 'Loading...',
  footerTagline: 'Emergency information system for child safety',
  footerSupport: 'Support:',
  saving: 'Saving...',
  networkErrorTitle: 'Error',
  networkError: 'Network error. Please try again.',
} as const;

/** Shown by app pages (an empty shell until the script runs) when JavaScript is off (issue 13). */
export const noscriptText = {
  title: 'This page needs JavaScript',
  body: 'Please turn JavaScript on in your browser settings, or open this page in another browser.',
  emergency:
    'Emergency pages, the ones a bracelet opens (/tag/…), work without JavaScript: a first responder can always read them.',
} as const;

export const navText = {
  howItWorks: 'How It Works',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  addTag: 'Add Tag',
  welcome: 'Welcome, ',
  signOut: 'Sign Out',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** Issue 29: the parent's account screen, in the menu beside the greeting. */
  account: 'Account',
} as const;

export const authText = {
  loginHeading: 'Welcome Back',
  loginSubtitle: 'Sign in to manage your tags',
  loginButton: 'Sign In',
  loginPending: 'Signing in...',
  registerHeading: 'Create Account',
  registerSubtitle: 'Get started with the product',
  registerButton: 'Create Account',
  registerPending: 'Creating Account...',
  toRegister: 'Sign up here',
  toLogin: 'Sign in here',
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  adminLink: 'Admin',
  close: 'Close',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  loginFailedTitle: 'Login Failed',
  loginFailedFallback: 'Invalid email or password',
  loginOkTitle: 'Welcome back!',
  loginOk: 'You have been logged in successfully.',
  registerFailedTitle: 'Registration Failed',
  registerFailedFallback: 'Failed to create account',
  registerOkTitle: 'Account Created!',
  registerOk: `Welcome to ${PRODUCT_NAME}! Let's get started.`,
  wizardRegisterOkTitle: 'Registration Successful!',
  wizardRegisterOk: (email: string) => `Verification code sent to ${email}`,
  logoutOkTitle: 'Logged Out',
  logoutOk: 'You have been logged out successfully.',
  verifyFailedTitle: 'Verification Failed',
  verifyOkTitle: 'Email Verified!',
  verifyOk: 'Now you can activate your bracelet.',
  /** Issue 29: said before SPEC's 'Admin' link, below the card, so parents know it is not theirs. */
  adminLinkContext: 'Shop staff:',
} as const;

/** The standalone verification page is Italian (SPEC §2, §8). */
export const verifyPageText = {
  heading: 'Verifica la tua email',
  intro: 'Abbiamo inviato un codice di 6 cifre a',
  codeLabel: 'Codice di verifica',
  verifyButton: 'Verifica',
  verifyPending: 'Verifica in corso...',
  resendButton: 'Invia di nuovo il codice',
  resendPending: 'Invio in corso...',
  spamNote: 'Non trovi l’email? Controlla anche la cartella spam.',
  validityNote: 'Il codice è valido per 24 ore.',
  okTitle: 'Email verificata!',
  ok: 'Il tuo account è stato attivato con successo.',
  errorTitle: 'Errore di verifica',
  error: 'Il codice inserito non è valido o è scaduto.',
  resentTitle: 'Email inviata',
  resent: 'Ti abbiamo inviato un nuovo codice di verifica.',
  resendErrorTitle: 'Errore',
  resendError: "Non siamo riusciti a inviare l'email. Riprova.",
  // Not quoted by SPEC: the Italian page's readings of serverText.tooManyWrongCodes, resendTooSoon, rateLimited.
  tooManyWrongCodes: 'Troppi tentativi errati. Richiedi un nuovo codice.',
  resendTooSoon: 'Attendi un minuto prima di richiedere un nuovo codice.',
  tooManyAttempts: 'Troppi tentativi. Riprova tra qualche minuto.',
  // Not in SPEC: under the code input while a resend would be refused (decision 087).
  resendIn: (seconds: number) =>
    `Potrai richiedere un nuovo codice tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}.`,
} as const;

export const validationText = {
  /** Issue 17: `consent` is either absent or true. */
  consentTrueOnly: 'consent must be true when given',
  invalidEmail: 'Invalid email address',
  wizardInvalidEmail: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  codeLength: 'Verification code must be 6 digits',
  /** POST /api/tag/{code}/unlock: what cannot be a PIN is refused before it counts as a wrong try. */
  pinFormat: 'The PIN is 8 digits (6 on older cards).',
  codeDigitsIt: 'Il codice deve essere di 6 cifre',
  tagCodeMin: 'Tag code must be at least 4 characters',
  tagCodeMax: 'Tag code must be at most 12 characters',
  childNameRequired: 'Child name is required',
  wizardChildNameRequired: "Child's name is required",
  ageMin: 'Age must be at least 1',
  ageMax: 'Age must be 18 or less',
  ageWhole: 'Age must be a whole number of years',
  fieldsMax: 'Maximum 10 fields allowed',
  fieldsMin: 'Please add at least one emergency information field.',
  fieldTitleRequired: 'Field title is required',
  fieldContentRequired: 'Field content is required',
  usernameRequired: 'Username is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  invalidCharacter: 'Contains a character that is not allowed',
  physicalIdCharacters: 'Use letters, digits, colons, dashes or spaces only',
  physicalIdEmpty: 'A bracelet number needs at least one letter or digit',
  // Not in SPEC (issue 16): the browser's zone sent with registration and sign-in.
  timeZone: 'Time zone must be an IANA time zone name such as Europe/Rome',
  alertsEnabled: 'Send {"enabled": true} or {"enabled": false}',
  /** Issue 28: `?before=` of the scan history is only ever a `nextCursor` the history answered. */
  historyCursor: 'This link to older openings is not valid. Open the scan history again from the start.',
} as const;

/** Server answers (the client shows them as "server message", SPEC §8). */
export const serverText = {
  validationFailed: 'Please check the highlighted fields.',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue.',
  adminRequired: 'Admin access required.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  internalError: 'Something went wrong on our side. Please try again.',
  /** POST /api/tag/{code}/unlock with a PIN that is not the tag's (issue 17). */
  wrongPin: 'Wrong PIN. Please try again.',
  /** A responder's share on a bracelet no parent has activated: there is no one to send it to. */
  shareNoParent:
    'This bracelet is not linked to any parent yet, so nothing can be sent to them. In an emergency, call 112.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  /** The short page a server-rendered page answers while the database is away (issue 28): responders' way on. */
  unavailableTagLink: 'Reading a SafeKid bracelet? Enter its code',
  /** /readyz of an instance that got SIGTERM and drains before closing (decision 162). */
  shuttingDown: 'This instance is shutting down; another one serves your requests.',
  rateLimited: (seconds: number) => {
    const { unit, count } = waitTime(seconds);
    const word = unit === 'seconds' ? 'second' : 'minute';
    return `Too many attempts. Please wait ${count} ${word}${count === 1 ? '' : 's'} and try again.`;
  },
  bodyTooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  badUrl: 'This address is not valid.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password',
  needsVerification: 'Please verify your email before signing in. We sent you a 6-digit code.',
  emailNotVerified: 'Please verify your email to manage your tags.',
  invalidCode: 'The verification code is invalid or has expired.',
  tooManyWrongCodes: 'Too many wrong codes. Please request a new verification code.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  // Not in SPEC (decision 086): an unverified address registered again before a new code may be sent.
  codeRecentlySent: (seconds: number) =>
    `We sent a code to this address less than a minute ago. You can request a new one in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  resendAccepted: 'If an account with this email needs verification, a new code has been sent.',
  mailFailed: 'We could not send the verification email. Please try resending the code.',
  invalidAdminCredentials: 'Invalid credentials',
  tagCodeNotFound: 'Tag code not found or already activated by another account.',
  braceletNotFound: 'Bracelet not found. Please check the number printed on your bracelet.',
  physicalIdTaken: (physicalId: string) => `A bracelet with the number ${physicalId} already exists.`,
  tagNotFound: 'Tag not found',
  /** Issue 29: the create form named the parent's own bracelet, which already carries a profile. */
  braceletAlreadyConfigured:
    'This bracelet is already yours and has a profile. Edit it from your dashboard instead.',
  /** A PIN, alerts, a test alert, the card or QR code of a deactivated tag (issue 17): its page answers 410. */
  tagDeactivated:
    'This tag is deactivated: its page no longer opens. Move its profile to a new bracelet to use it again.',
  /** Lost mode on a deactivated tag (issue 17): its page answers 410, so no responder would see it. */
  lostOnDeactivatedTag:
    'This tag is deactivated: its page no longer opens, so it cannot be switched to lost.',
  // Not in SPEC (issue 15, decision 123): the emergency card of a tag with nothing on it yet.
  cardNeedsConfiguration: "Add your child's details to this tag before printing its emergency card.",
  cardLayoutInvalid: "Choose the layout 'card' (one wallet card) or 'sheet' (an A4 sheet of cards).",
  publicTagNotFound: 'Tag not found or no longer active. Please contact the tag owner.',
  paymentsDisabled: 'Online payments are not available right now. Please try again later.',
  paymentFailed: 'The payment could not be completed. Please try again.',
  paymentProviderDown: 'The payment provider is not responding. Please try again in a moment.',
  paymentProviderError: 'The payment provider could not handle the request. Please try again later.',
  paymentDeclined: 'Your payment method was declined. Please choose another way to pay.',
  orderNotShippable: 'Only paid orders can be marked as shipped.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  webhookEventInvalid: 'The webhook event is not a PayPal event.',
  uploadTypeNotAllowed:
    'This file type is not allowed. Use PNG, JPEG, WebP, GIF or AVIF images, or MP4 or WebM video.',
  uploadTooLarge: 'The file is too large.',
  uploadContentMismatch: 'The file content does not match its declared type.',
  uploadUrlInvalid: 'This upload link is invalid or has expired. Please request a new one.',
  // Not in SPEC (issue 16): "Send me a test alert" on the dashboard.
  testAlertSent: 'Test alert sent. Check your inbox.',
  testAlertFailed: 'We could not send the test alert. Please try again in a few minutes.',
} as const;

export const activateText = {
  heading: 'Activate Your SafeKid Tag',
  intro: 'Enter the unique code found on your NFC bracelet',
  codeLabel: 'Tag Code',
  codePlaceholder: 'ENTER-TAG-CODE',
  hintTitle: 'Where to find your code:',
  hint: 'Look for the 4-12 character code printed on the inside of your bracelet or on the packaging.',
  button: 'Activate Tag',
  pending: 'Activating...',
  failedTitle: 'Activation Failed',
  failedFallback: 'Failed to activate tag',
  okTitle: 'Tag Activated!',
  ok: 'Your SafeKid Tag has been successfully activated.',
} as const;

export const wizardText = {
  heading: 'Activate your bracelet',
  braceletNumber: 'Bracelet number',
  currentStep: 'Current Step',
  steps: ['Registration', 'Email verification', 'Bracelet configuration'] as const,
  registerBanner:
    'First create an account: it lets you manage this bracelet and keep its information up to date.',
  verifyBanner: 'Verify your email so that you can be reached in an emergency.',
  activateBanner: "Once configured, this bracelet will redirect to your child's emergency page.",
  back: 'Back',
  registerButton: 'Create Account',
  verifyButton: 'Verify Email',
  resendButton: 'Resend code',
  activateButton: 'Activate Bracelet',
  childNameLabel: "Child's name",
  childAgeLabel: "Child's age",
  missingTitle: 'Missing Information',
  missing: 'Please add at least one emergency information field.',
  okTitle: 'Bracelet Activated Successfully!',
  ok: "Your child's emergency information is now live.",
  notFoundTitle: 'Bracelet not found',
  notFound: 'We could not find this bracelet. Please check the number or contact support.',
  unavailableTitle: 'Bracelet already activated',
  unavailable: 'This bracelet is already linked to an account. If it is yours, sign in to configure it.',
  stepOf: (step: number, total: number, name: string) => `${step} of ${total} (${name})`,
  codeLabel: 'Verification code',
  codeSentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
  haveAccount: 'Already have an account?',
  signIn: 'Sign in here',
  noAccount: 'New here?',
  register: 'Create an account',
  signInButton: 'Sign In',
  signInPending: 'Signing in...',
  registerPending: 'Creating Account...',
  verifyPending: 'Verifying...',
  resendPending: 'Sending...',
  activatePending: 'Activating...',
  // Not in SPEC: under the code input while a resend would be refused (decision 087).
  resendIn: (seconds: number) =>
    `You can request a new code in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

export const formText = {
  createHeading: 'Create Emergency Tag',
  editHeading: 'Edit Emergency Tag',
  childNameLabel: 'Child Name',
  childAgeLabel: 'Age',
  fieldsHeading: 'Emergency Information',
  fieldsUsed: (n: number, max: number) => `${n} / ${max} fields used`,
  fieldLegend: (n: number) => `Field ${n}`,
  fieldTitleLabel: 'Title',
  fieldContentLabel: 'Content',
  /** Issue 17: who sees a field. */
  visibilityLabel: 'Who can see it',
  visibilityPublic: 'Public',
  visibilityProtected: 'Protected (PIN)',
  visibilityHint: 'Protected fields show only their title until the PIN is given.',
  addField: 'Add Field',
  removeField: 'Remove field',
  quickAdd: 'Quick add',
  preview: 'Preview',
  save: 'Save',
  saving: 'Saving...',
  tagCode: 'Tag code',
  loading: 'Loading tag information...',
  notFound: 'Tag not found. Please check the URL or return to your dashboard.',
  saveFailedTitle: 'Save Failed',
  saveOkTitle: 'Configuration Saved!',
  saveOk: 'Your changes have been saved.',
  createFailedTitle: 'Creation Failed',
  createFailedFallback: 'Failed to create configuration',
  createOkTitle: 'Tag Created!',
  createOk: 'Your new tag is ready.',
  /** Beside Preview while there are unsaved changes: the page shows what is saved (issue 13). */
  previewSavedOnly: 'Preview shows the last saved version.',
  newTab: '(opens in a new tab)',
  /** Asked before unsaved changes would be lost: a link, Back, Sign Out (reload and close ask natively). */
  leaveUnsaved: 'You have unsaved changes. Leave this page and lose them?',
  /** Issue 29: the create form starts with the bracelet's printed code (optional). */
  braceletCodeLabel: 'Bracelet code (optional)',
  noCodeHint:
    'Without a code, the profile works on its page, QR code and printed card only. You can link a bracelet later.',
} as const;

/** Field templates offered as quick-add (SPEC §3), content empty. */
export const FIELD_TEMPLATES = [
  'Emergency Contact',
  'Home Address',
  'Allergies',
  'Blood Type',
  'Medications',
  'Doctor Info',
  'Special Notes',
] as const;

export const dashboardText = {
  /** Issue 17: the PIN that shows protected fields on the public page. */
  pin: 'PIN for protected fields',
  newPin: 'New PIN',
  newPinPending: 'Making a new PIN...',
  newPinOk: 'New PIN made. The old one no longer works; print a new card.',
  newPinFailed: 'Could not make a new PIN.',
  /** Asked before New PIN: the PIN is printed on the family's cards, which all stop working. */
  newPinTitle: 'Make a new PIN?',
  newPinDescription:
    'The current PIN stops working at once. Every emergency card you have printed shows the old PIN, so those cards stop working too: print the card again after this.',
  newPinConfirm: 'Make new PIN',
  cancel: 'Cancel',
  heading: 'My Tags',
  addNewTag: 'Add New Tag',
  unnamedChild: 'Unnamed Child',
  ageNotSet: 'Age not set',
  age: (n: number) => `Age ${n}`,
  fieldsConfigured: (n: number) => `${n} emergency fields configured`,
  updated: (relative: string) => `Updated ${relative}`,
  justNow: 'Just now',
  hoursAgo: (n: number) => `${n}h ago`,
  daysAgo: (n: number) => `${n}d ago`,
  edit: 'Edit',
  view: 'View',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  statActiveTags: 'Active Tags',
  statFields: 'Emergency Fields',
  statLastUpdate: 'Last Update',
  emptyTitle: 'No Tags Yet',
  emptyAction: 'Activate Your First Tag',
  loadError: 'Failed to load your tags. Please refresh the page and try again.',
  deleteFailedTitle: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete tag',
  deleteOkTitle: 'Tag Deleted',
  tagId: 'Tag ID',
  never: 'Never',
  loading: 'Loading your tags...',
  // Not in SPEC (issue 15): the QR code, the printable card and the responder's view of a configured tag.
  qrAlt: (url: string) => `QR code for ${url}`,
  downloadQr: 'Download QR (PNG)',
  printCard: 'Print emergency card',
  printSheet: 'A4 sheet of cards',
  previewAsResponder: 'Preview as a responder',
  newTab: formText.newTab,
} as const;

/** Not in SPEC (issue 16): the parent's side of scans, on the dashboard card and the history screen. */
export const scanHistoryText = {
  opened: (relative: string) => `Opened ${relative}`,
  openedJustNow: 'Opened just now',
  notOpenedYet: 'Not opened yet',
  alertsSwitch: 'Scan alerts',
  alertsOn: 'Scan alerts on',
  alertsOff: 'Scan alerts off',
  /** Beside the switch when it is off while the tag is lost (decision 157). */
  alertsWhileLost: 'Lost mode is on: every opening is mailed to you until it ends, even with alerts off.',
  alertsFailedTitle: 'Could not change scan alerts',
  alertsFailedFallback: 'Failed to change scan alerts',
  testAlert: 'Send me a test alert',
  testAlertSentTitle: 'Test alert sent',
  testAlertSentDescription: 'Check your inbox for the test alert.',
  testAlertFailedTitle: 'Test alert failed',
  testAlertFailedFallback: 'Failed to send the test alert',
  historyLink: 'Scan history',
  heading: (childName: string) => `Scan history: ${childName}`,
  intro: (days: number) =>
    `Every time someone opened this tag's emergency page in the last ${days} days. Older scans are deleted.`,
  empty: 'Nobody has opened this page yet.',
  loadError: 'Failed to load the scan history. Please refresh the page and try again.',
  notFound: 'Tag not found',
  loading: 'Loading scan history...',
  backToDashboard: 'Back to My Tags',
  /** Issue 28: responders' shares first, always, then the openings a page at a time. */
  sharesHeading: 'Messages from responders',
  sharesIntro: 'Locations and call-back numbers people sent you from the page. They always stay here.',
  noShares: 'No responder has sent you anything yet.',
  openingsHeading: 'Openings',
  showOlder: 'Show older openings',
  loadingOlder: 'Loading older openings...',
  olderFailed: 'Failed to load older openings. Please try again.',
  device: 'Device',
  language: 'Language',
  whileLost: 'While in lost mode',
  location: 'Location shared',
  accuracy: (metres: number) => `within ${metres} m`,
  openMap: 'Open in OpenStreetMap',
  newTab: formText.newTab,
  contact: 'Phone number sent',
  call: (phone: string) => `Call ${phone}`,
} as const;

/** Not in SPEC (issue 17): the account screen (/account), password change, export and deletion. */
export const accountText = {
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
  consentItem: (version: string, when: string) => `Privacy notice version ${version}, ${when}`,
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
} as const;

export const publicTagText = {
  heading: 'EMERGENCY INFORMATION',
  banner:
    'This child is wearing a SafeKid emergency bracelet. The information below was provided by a parent.',
  childFallback: 'Child Information',
  age: 'Age',
  /** A count: countText (src/shared/i18n/plural.ts) picks '1 year' or '7 years'. */
  ageYears: { one: '{count} year', other: '{count} years' },
  tagId: 'Tag ID',
  empty: 'No emergency information has been configured for this tag yet.',
  lastUpdated: 'Last updated',
  support: 'Support',
  loading: 'Loading emergency information...',
  error: 'Tag not found or no longer active. Please contact the tag owner.',
  call: 'Call',
} as const;

/** The printable emergency card (issue 15). English for now: issue 17 translates it. */
export const emergencyCardText = {
  heading: publicTagText.heading,
  brand: PRODUCT_NAME,
  childFallback: publicTagText.childFallback,
  age: publicTagText.age,
  ageYears: publicTagText.ageYears,
  scanHint: 'Scan for the full emergency information',
  /** A field written only in emoji, which the card's fonts cannot print: never a blank that reads as "none". */
  symbolsOnly: '(symbols: see the online page)',
  /** Issue 17: the PIN that shows the protected fields on the page. */
  pin: 'PIN for more information',
  /** Decision 160: an 8-digit PIN beside a long age line. */
  pinShort: 'PIN for more info',
  noCamera: 'No camera? Open',
  enterCode: 'and enter the code',
  code: 'Code',
  lastUpdated: publicTagText.lastUpdated,
  moreFields: (n: number) => (n === 1 ? '+1 more field online' : `+${n} more fields online`),
  documentTitle: (name: string) => `Emergency card: ${name}`,
  qrDescription: (url: string) => `QR code for ${url}`,
} as const;

/** The parent's mail when a tag's wrong-PIN limit is reached (issue 28, decision 160). Not in SPEC. */
export const pinLockMailText = {
  subject: (possessiveChild: string) => `Many wrong PINs on ${possessiveChild} SafeKid page`,
  happened: (possessiveChild: string, until: string) =>
    `Someone typed many wrong PINs on ${possessiveChild} SafeKid page. To keep the protected information safe, it cannot be opened with the PIN until ${until}, not even with the right one.`,
  stillShown: 'Everything else on the page (the public fields, your phone numbers) is shown as usual.',
  whatToDo: 'What to do:',
  ifMistyped:
    'If it was a responder or someone you know mistyping the PIN: nothing. It opens again by itself.',
  ifNot:
    'If not, someone may be guessing it. Make a new PIN in your dashboard (New PIN on the tag) and print the emergency card again: the old PIN stops working, and the new one works at once.',
  legacyPin: 'Your tag still has a 6-digit PIN. A new PIN has 8 digits and is much harder to guess.',
  dashboard: (url: string) => `Your dashboard: ${url}`,
} as const;

/** Lost-child mode on the dashboard card (issue 16): not in SPEC. */
/** A lost or broken band (issue 17): deactivate a tag, move its profile to a new bracelet. Not in SPEC. */
export const tagRetirementText = {
  deactivated: 'Deactivated',
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate this tag?',
  deactivateDescription:
    "Its page stops working at once: anyone who scans this bracelet sees that the tag is no longer active, and you get no more scan alerts. The child's details stay here so you can move them to a new bracelet. A deactivated bracelet cannot be used again.",
  deactivateConfirm: 'Deactivate tag',
  deactivating: 'Deactivating...',
  deactivatedTitle: 'Tag deactivated',
  move: 'Move to a new bracelet',
  moveTitle: 'Move to a new bracelet',
  moveDescription:
    "Type the code printed on the new bracelet. The child's details, emergency information, PIN, alert setting and scan history move to it, and this bracelet stops working for good.",
  codeLabel: 'Code of the new bracelet',
  moveConfirm: 'Move profile',
  moving: 'Moving the profile...',
  movedTitle: 'Profile moved',
  movedDescription: (code: string) => `The new bracelet ${code} now shows your child's page.`,
  failedTitle: 'That did not work',
  failedFallback: 'Please try again.',
  cancel: 'Cancel',
  sameBracelet:
    'This is the code of the bracelet you are moving from. Please type the code printed on the new bracelet.',
} as const;

export const lostModeText = {
  open: 'Lost mode',
  dialogTitle: 'Report this child as lost',
  dialogDescription:
    'While lost, the page opens with your message and a button that calls your number, and every opening is mailed to you at once, even with scan alerts off. It switches itself off after the time you choose.',
  messageLabel: 'Message for the person who finds your child',
  messagePlaceholder: "I'm lost. Please call my dad.",
  phoneLabel: 'Phone number to call',
  hoursLabel: 'For how long',
  hours: { 4: '4 hours', 24: '24 hours', 72: '3 days' } as Record<number, string>,
  start: 'Switch lost mode on',
  starting: 'Switching on...',
  cancel: 'Cancel',
  lostUntil: (time: string) => `Lost until ${time}`,
  /** On the card while lost: the number the page's call button dials, for the parent to check. */
  callsNumber: (phone: string) => `Finders are asked to call ${phone}`,
  end: 'End lost mode',
  ending: 'Ending...',
  /** Ending asks first: one stray tap would take the banner off a missing child's page. */
  endTitle: 'End lost mode?',
  endDescription:
    'The banner with your message and number leaves the page at once, and scans are no longer mailed to you at once. Only end it when your child is safe.',
  startedTitle: 'Lost mode is on',
  endedTitle: 'Lost mode is off',
  failedTitle: 'Lost mode could not be changed',
  failedFallback: 'Please try again.',
  messageRequired: 'Please write a message for the person who finds your child.',
  messageTooLong: (max: number) => `The message can have at most ${max} characters.`,
  /** Under the message box: what will be sent, counted as the schema counts it (trimmed). */
  messageCount: (length: number, max: number) => `${length} / ${max} characters`,
  /** A longer paste is kept whole, never cut: the parent chooses what to drop. */
  messageOver: (extra: number) =>
    `${extra} character${extra === 1 ? '' : 's'} too many. Nothing was cut: please shorten the message to send it.`,
  phoneInvalid: 'Please enter a phone number of 3 to 15 digits (spaces and + ( ) - . may go between them).',
  hoursInvalid: 'Please choose 4 hours, 24 hours or 3 days.',
} as const;

/**
 * The bar a signed-in parent sees above their own tag's public page (issue 13); never a responder.
 * Its links name the pages they open: the dashboard's heading and its cards' Edit.
 */
export const ownerBarText = {
  label: 'Your tag',
  note: 'Only you see this bar.',
  edit: dashboardText.edit,
  myTags: dashboardText.heading,
} as const;

/** The NFC UID reader page is Italian (SPEC §2, §4, §8). */
export const nfcReaderText = {
  heading: 'Lettore UID NFC',
  intro: 'Leggi il numero di serie (UID) di un tag NFC.',
  scanButton: 'Leggi tag NFC',
  scanning: 'Avvicina il tag...',
  uidLabel: 'UID del tag',
  copy: 'Copia UID',
  copied: 'Copiato!',
  readAnother: 'Leggi un altro tag',
  androidOnly:
    'La lettura NFC dal browser funziona solo su Chrome per Android. Su iPhone serve un’app dedicata.',
  unsupportedAlert:
    'Il tuo browser non supporta la lettura NFC. Usa Chrome su Android oppure, su iPhone, un’app dedicata per leggere i tag NFC.',
  readErrorAlert: 'Errore durante la lettura del tag. Assicurati che l’NFC sia attivo e riprova.',
} as const;

export const adminText = {
  loginHeading: 'Admin Login',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  loginButton: 'Sign In',
  loginPending: 'Signing in...',
  loginOkTitle: 'Login successful',
  loginOk: 'Welcome to the admin panel',
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid credentials',
  dashboardTitle: 'Admin Dashboard',
  logout: 'Logout',
  tabs: {
    header: 'Header',
    hero: 'Hero',
    paypal: 'PayPal',
    howItWorks: 'How it Works',
    video: 'Video',
    features: 'Features',
    ratings: 'Ratings',
    bracelets: 'Bracelets',
    orders: 'Orders',
  },
  saveHero: 'Save Hero Section Changes',
  saveSettings: 'Save Settings',
  saveMainContent: 'Save Main Content',
  updateStep: (n: number) => `Update Step ${n}`,
  saveVideo: 'Save Video Section',
  saveFeatures: 'Save Features Section',
  saveRatings: 'Save Ratings Section',
  heroUpdated: 'Hero Section updated successfully!',
  heroUpdatedBody: 'All changes have been saved and applied to the homepage',
  logoUploaded: 'Logo uploaded successfully!',
  productImageUploaded: 'Product image uploaded successfully!',
  headerLogoUploaded: 'Header logo uploaded successfully!',
  videoUploaded: 'Video uploaded successfully',
  uploadOk: 'Upload successful',
  contentUpdatedTitle: 'Content Updated',
  contentUpdated: 'The content has been saved successfully.',
  contentUpdateFailedTitle: 'Update Failed',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** Admin save toasts: 'Failed to update X' / 'X updated successfully' (SPEC §8). */
export const adminSaveText = {
  content: { failed: 'Failed to update content', ok: 'Content updated successfully' },
  paypal: { failed: 'Failed to update PayPal settings', ok: 'PayPal settings updated successfully' },
  howItWorks: {
    failed: 'Failed to update How it Works content',
    ok: 'How it Works content updated successfully',
  },
  step: { failed: 'Failed to update step', ok: 'Step updated successfully' },
  video: { failed: 'Failed to update video section', ok: 'Video section updated successfully' },
  features: { failed: 'Failed to update features section', ok: 'Features section updated successfully' },
  ratings: { failed: 'Failed to update ratings section', ok: 'Ratings section updated successfully' },
  media: { failed: 'Failed to update media', ok: 'Media updated successfully' },
} as const;

export const uploadText = {
  fileTooLargeTitle: 'File too large',
  imageTooLarge: 'File size must be less than 5MB',
  videoTooLarge: 'File size must be less than 50MB',
  invalidTypeTitle: 'Invalid file type',
  invalidType: (accept: string) => `Please select a file matching: ${accept}`,
  failedToGetUrl: 'Failed to get upload URL',
  failedWithStatus: (status: number) => `Upload failed with status ${status}`,
  failed: 'Upload failed',
  uploading: 'Uploading...',
  dismiss: 'Dismiss',
} as const;

/** Admin dashboard form labels (SPEC §2 names them) and the Bracelets tab (DESIGN §3). */
export const adminFormText = {
  headerLogo: 'Header Logo',
  liveNow: 'Live on the site now',
  liveDefault: 'Live on the site now (the default image)',
  heroLogo: 'Hero Logo',
  productImage: 'Product Image',
  mainText: 'Main Text',
  subText: 'Sub Text',
  trustIndicator: (n: number) => `Trust Indicator ${n}`,
  icon: 'Icon',
  text: 'Text',
  price: 'Price',
  currency: 'Currency',
  shippingText: 'Shipping Text',
  buttonText: 'Button Text/Claim',
  subtextBelow: 'Subtext Below Button',
  mainTitle: 'Main Title',
  subtitle: 'Subtitle',
  subTitle: 'Sub Title',
  thirdTitle: 'Third Title',
  step: (n: number) => `Step ${n}`,
  title: 'Title',
  video: 'Video',
  currentVideo: 'Current video',
  feature: (n: number) => `Feature ${n}`,
  description: 'Description',
  quote: 'Quote',
  signature: 'Signature',
  subSignature: 'Sub Signature',
  uploadedPreview: 'Uploaded file preview',
  loadFailed: 'Could not load this section. Please reload the page.',
  braceletsHeading: 'Bracelet inventory',
  createBatchHeading: 'Create bracelets',
  byCount: 'By number',
  byPhysicalIds: 'By bracelet numbers',
  countLabel: 'How many bracelets',
  physicalIdsLabel:
    'Bracelet numbers (one per line, as read with the NFC UID reader; colons, dashes and spaces are left out)',
  uidReaderIntro:
    'Chips with their own numbers? Read each chip\'s UID on an Android phone, then paste them under "By bracelet numbers".',
  uidReaderLink: 'Open the NFC UID reader',
  opensInNewTab: '(opens in a new tab)',
  createBatch: 'Create bracelets',
  creatingBatch: 'Creating...',
  batchCreatedTitle: 'Bracelets created',
  batchCreated: (n: number) => `${n} bracelet${n === 1 ? '' : 's'} added to the inventory.`,
  batchFailedTitle: 'Could not create bracelets',
  downloadCsv: 'Download CSV',
  code: 'Code',
  braceletNumber: 'Bracelet number',
  status: 'Status',
  created: 'Created',
  statuses: { unowned: 'Unowned', activated: 'Activated', configured: 'Configured' },
  total: (n: number) => `${n} bracelets in total`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  newBatch: 'New bracelets',
  empty: 'No bracelets yet.',
} as const;

/** A local PUBLIC_URL would put activation links no phone can open into bracelet chips (issue 13). */
export const publicUrlText = {
  warningTitle: 'Activation links use a local address',
  warning: (url: string) =>
    `The bracelets' activation links start with ${url} (PUBLIC_URL), an address only this computer or its local network can open: a phone that taps such a bracelet cannot reach it. Set PUBLIC_URL to the shop's public address (https://…) and restart the server before you have bracelets programmed.`,
  cliRefusal: (url: string) =>
    `PUBLIC_URL is ${url}, a local address: phones could not open the activation links this batch would put into its chips. Set PUBLIC_URL to the shop's public address (for example PUBLIC_URL=https://shop.example.com), or add --allow-local for a test batch.`,
  cliAllowed: (url: string) =>
    `Warning: PUBLIC_URL is ${url}, a local address (--allow-local): these activation links work on this network only.`,
} as const;

export const landingText = {
  demoVideo: 'Demo Video',
  comingSoon: 'Coming Soon',
  videoUnsupported: 'Your browser does not support the video tag.',
  landingShippingDefault: 'Free shipping included',
  noBatteries: 'NO BATTERIES NEEDED',
  checkoutDisabled: 'Online checkout is not available at the moment.',
  thankYouTitle: 'Thank you for your order!',
  thankYou: (orderNumber: string) =>
    `Your order number is ${orderNumber}. We sent a confirmation to your email.`,
  close: 'Close',
  rating: (stars: number) => `Rated ${stars} out of 5 stars`,
  videoLabel: 'Demo video',
  activateBracelet: 'Activate a bracelet',
  /** To /t, the responder's typed-code page (issue 15). */
  typedCodeLink: 'Found a child with a SafeKid band? Enter the code',
} as const;

/** The admin dashboard's Orders tab (issue 7). */
export const ordersText = {
  heading: 'Orders',
  intro: 'Paid orders to ship, newest first.',
  loading: 'Loading orders...',
  loadError: 'Failed to load orders.',
  empty: 'No orders yet.',
  downloadCsv: 'Download CSV',
  markShipped: 'Mark as shipped',
  shippedOkTitle: 'Order marked as shipped',
  shipFailedTitle: 'Failed to update order',
  /** Under a paid order's buyer: whether the confirmation mail went out (it is retried until it does). */
  confirmationSent: 'Confirmation mailed',
  confirmationNotSent: 'Confirmation not mailed yet',
  columns: {
    order: 'Order',
    date: 'Date',
    status: 'Status',
    amount: 'Amount',
    customer: 'Customer',
    shipping: 'Shipping address',
    actions: 'Actions',
  },
  status: { pending: 'Pending', completed: 'Paid', shipped: 'Shipped', failed: 'Failed' },
} as const;

/**
 * Not in SPEC (issue 29): the card's one status line and its way to the tag's own page /tags/{id}, where
 * everything else lives, grouped by what a parent wants to do.
 */
export const tagPageText = {
  statusActive: 'Active',
  statusLost: 'Lost',
  statusNoBracelet: 'No bracelet linked',
  manage: 'Manage',
  manageLabel: (childName: string) => `Manage ${childName}'s tag`,
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
  linkedDescription: (code: string) => `The bracelet ${code} now shows your child's page.`,
  dangerHeading: 'Danger zone',
  dangerIntro: 'Deactivating cannot be undone: the page stops working at once.',
  deactivatedNotice:
    'This tag is deactivated: its page no longer works. You can still move the profile to a new bracelet.',
} as const;

/** Issue 29: "Forgot password?", its two pages and its mails (not in SPEC; English until issue 30). */
export const passwordResetText = {
  forgotLink: 'Forgot password?',
  forgotHeading: 'Forgot your password?',
  forgotIntro: 'Enter the email address of your account. We will send you a link to set a new password.',
  forgotButton: 'Send reset link',
  forgotPending: 'Sending...',
  forgotFailedTitle: 'Request not sent',
  /** The one answer to every request, whether or not the address has an account. */
  forgotAccepted:
    'If an account exists for this email, we have sent it a link to set a new password. The link works once, for 1 hour.',
  forgotSentTitle: 'Check your email',
  forgotSpamNote: 'No email after a few minutes? Check your spam folder, or ask again.',
  forgotAgain: 'Use another email address',
  backToSignIn: 'Back to sign in',
  resetHeading: 'Set a new password',
  resetIntro: 'Choose a new password. Every device signed in to your account will be signed out.',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  passwordsDiffer: 'The two passwords are not the same',
  resetButton: 'Save new password',
  resetPending: 'Saving...',
  resetOkTitle: 'Password changed',
  resetOk: 'Sign in with your new password.',
  resetFailedTitle: 'Password not changed',
  /** Used, expired, unknown or malformed: one message for all. */
  invalidLink: 'This reset link is invalid, has expired or was already used. Please ask for a new one.',
  requestNewLink: 'Ask for a new link',
  /** The `next` page a reset link returns to is not one of the app's pages. */
  invalidNext: 'The page to return to is not valid.',
  mailSubject: 'Set a new password for your SafeKid Tag account',
  mailIntro: (email: string) =>
    `someone (we hope you) asked to set a new password for the ${PRODUCT_NAME} account ${email}.`,
  mailAction: 'Set a new password',
  mailValidity: 'The link works once, for 1 hour. Setting a new password signs out every device.',
  mailIgnore: 'If you did not ask for it, ignore this email: your password stays as it is.',
} as const;
