// responder: The responder's pages in English; SPEC's own strings live in publicTag.

export const responderEn = {
  // Issue 34: the child's photo for lost mode.
  photoAlt: 'Photo of {childName}',
  photoAltUnnamed: 'Photo of the child',
  page: {
    privacy: 'Privacy notice',
    language: 'Language',
  },
  calls: {
    emergencyNumber: 'Call {number}',
    field: 'Call {title}',
  },
  notices: {
    unknownTitle: 'Tag not found',
    unknown: 'There is no SafeKid Tag with this code. Please check the code printed on the band.',
    inactiveTitle: 'Tag no longer active',
    inactive: 'This tag is no longer active. Please contact the tag owner.',
    unavailable: 'This page cannot be loaded right now. Please try again in a moment.',
    tooManyLookups:
      '{count, plural, one {Too many attempts. Please wait # second and try again.} other {Too many attempts. Please wait # seconds and try again.}}',
    tooManyLookupsMinutes:
      '{count, plural, one {Too many attempts. Please wait # minute and try again.} other {Too many attempts. Please wait # minutes and try again.}}',
    enterCode: 'Enter a code',
  },
  notSetUp: {
    title: 'This bracelet is not set up yet',
    body: 'If you have found a child wearing it, please call the emergency number.',
  },
  typedCode: {
    heading: 'Enter the code printed on the band',
    label: 'Code',
    submit: 'Show emergency information',
    pending: 'Searching...',
    empty: 'Please enter the code.',
    wrongLength:
      '{count, plural, one {The code has # character. Please check what you typed.} other {The code has # characters. Please check what you typed.}}',
    wrongCharacters: 'The code has only letters and digits. Please check what you typed.',
  },
  tooManyShares:
    '{count, plural, one {The parents have just received many messages from this page. Please wait # minute before sending again, or call them.} other {The parents have just received many messages from this page. Please wait # minutes before sending again, or call them.}}',
  location: {
    share: 'Share my location with the parents',
    sharing: 'Sending your location...',
    sent: 'Your location has been sent to the parents.',
    failed: 'Your location could not be sent. Please try again.',
    denied: 'Access to your location was not allowed. You can still send your phone number to the parents.',
  },
  phoneNumber: {
    open: 'Send my phone number to the parents',
    nameLabel: 'Your name',
    phoneLabel: 'Your phone number',
    messageLabel: 'Message (optional)',
    send: 'Send',
    sending: 'Sending...',
    sent: 'Your phone number has been sent to the parents.',
    failed: 'Your phone number could not be sent. Please try again.',
    nameRequired: 'Please enter your name.',
    phoneInvalid: 'Please enter a phone number the parents can call.',
    messageOver:
      '{count, plural, one {# character too many. Nothing was cut: please shorten the message to send it.} other {# characters too many. Nothing was cut: please shorten the message to send it.}}',
  },
  lostChild: {
    title: 'MISSING CHILD',
    body: 'The parents have reported this child as missing. Please stay with the child and call the parents or the emergency number.',
    call: 'Call the parents: {phone}',
    message: 'Message from the parents',
  },
  protectedFields: {
    more: 'More information',
    intro: 'The parents have protected more information with a PIN.',
    pinLabel: 'PIN',
    show: 'Show',
    checking: 'Checking...',
    wrongPin: 'Wrong PIN. Please try again.',
    pinDigits: 'The PIN has 8 digits (6 on older cards). Please type all of them.',
    tooManyTries:
      '{count, plural, one {Too many wrong tries. Please wait # minute and try again.} other {Too many wrong tries. Please wait # minutes and try again.}}',
  },
  templateTitles: {
    'Emergency Contact': 'Emergency Contact',
    'Home Address': 'Home Address',
    Allergies: 'Allergies',
    'Blood Type': 'Blood Type',
    Medications: 'Medications',
    'Doctor Info': 'Doctor Info',
    'Special Notes': 'Special Notes',
  },
} as const;
