// The responder's pages in English, the dictionary the other four are typed against (issue 15).
// SPEC's strings come from text.ts, exactly as quoted; the texts SPEC does not have live here.
// Data only: '{name}' marks a value (fillText), { one, other } a count (countText).
import { FIELD_TEMPLATES, publicTagText } from '../text.ts';

export type FieldTemplate = (typeof FIELD_TEMPLATES)[number];

/** SPEC's templates as they are: English shows the parent's titles unchanged. */
const templateTitles = Object.fromEntries(FIELD_TEMPLATES.map((title) => [title, title])) as Record<
  FieldTemplate,
  string
>;

export const responderTextEn = {
  /** The public emergency page /tag/{code}. */
  page: {
    heading: publicTagText.heading,
    banner: publicTagText.banner,
    childFallback: publicTagText.childFallback,
    age: publicTagText.age,
    ageYears: publicTagText.ageYears,
    tagId: publicTagText.tagId,
    empty: publicTagText.empty,
    lastUpdated: publicTagText.lastUpdated,
    support: publicTagText.support,
    /** The link to the privacy notice (/privacy, issue 17). */
    privacy: 'Privacy notice',
    loading: publicTagText.loading,
    error: publicTagText.error,
    /** Read out before a phone number in a field ('Call 0171 …'). */
    call: publicTagText.call,
    /** The label of the language switch. */
    language: 'Language',
  },
  /** Call buttons: {number} is the emergency number, {title} a field's (translated) title. */
  calls: {
    emergencyNumber: 'Call {number}',
    field: 'Call {title}',
  },
  /** The pages for a code that leads nowhere. */
  notices: {
    unknownTitle: 'Tag not found',
    unknown: 'There is no SafeKid Tag with this code. Please check the code printed on the band.',
    inactiveTitle: 'Tag no longer active',
    inactive: 'This tag is no longer active. Please contact the tag owner.',
    /** The database is away and the page is not kept (decision 158): shown under the error text. */
    unavailable: 'This page cannot be loaded right now. Please try again in a moment.',
    // serverText.rateLimited's words; importing it would bring every server message to the browser.
    tooManyLookups: {
      one: 'Too many attempts. Please wait {count} second and try again.',
      other: 'Too many attempts. Please wait {count} seconds and try again.',
    },
    tooManyLookupsMinutes: {
      one: 'Too many attempts. Please wait {count} minute and try again.',
      other: 'Too many attempts. Please wait {count} minutes and try again.',
    },
    enterCode: 'Enter a code',
  },
  /**
   * Issue 28: the bracelet's own address (/activate-bracelet/{id}) before a parent has set it up:
   * shown above the activation form, for a responder who taps it.
   */
  notSetUp: {
    title: 'This bracelet is not set up yet',
    body: 'If you have found a child wearing it, please call the emergency number.',
  },
  /** /t: a responder types the code printed on the band. */
  typedCode: {
    heading: 'Enter the code printed on the band',
    label: 'Code',
    submit: 'Show emergency information',
    pending: 'Searching...',
    empty: 'Please enter the code.',
    wrongLength: {
      one: 'The code has {count} character. Please check what you typed.',
      other: 'The code has {count} characters. Please check what you typed.',
    },
    wrongCharacters: 'The code has only letters and digits. Please check what you typed.',
  },
  /**
   * Issue 16: a share limit was reached (this address's 5 in 10 minutes, or the tag's 30 an hour from
   * everyone, so never "you sent"); the server says how long.
   */
  tooManyShares: {
    one: 'The parents have just received many messages from this page. Please wait {count} minute before sending again, or call them.',
    other:
      'The parents have just received many messages from this page. Please wait {count} minutes before sending again, or call them.',
  },
  /** Issue 16: the responder tells the parents where the child is. */
  location: {
    share: 'Share my location with the parents',
    sharing: 'Sending your location...',
    sent: 'Your location has been sent to the parents.',
    failed: 'Your location could not be sent. Please try again.',
    denied: 'Access to your location was not allowed. You can still send your phone number to the parents.',
  },
  /** Issue 16: the responder leaves a number the parents can call back. */
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
    /** The message box keeps a longer paste whole and says by how much it is over. */
    messageOver: {
      one: '{count} character too many. Nothing was cut: please shorten the message to send it.',
      other: '{count} characters too many. Nothing was cut: please shorten the message to send it.',
    },
  },
  /** A banner while the parents report the child missing. */
  lostChild: {
    title: 'MISSING CHILD',
    body: 'The parents have reported this child as missing. Please stay with the child and call the parents or the emergency number.',
    call: 'Call the parents: {phone}',
    message: 'Message from the parents',
  },
  /** Issue 17: fields the parents keep behind a PIN. */
  protectedFields: {
    more: 'More information',
    intro: 'The parents have protected more information with a PIN.',
    pinLabel: 'PIN',
    show: 'Show',
    checking: 'Checking...',
    wrongPin: 'Wrong PIN. Please try again.',
    /** Checked in the page: a box that cannot hold the PIN does not use up one of the tag's tries. */
    pinDigits: 'The PIN has 8 digits (6 on older cards). Please type all of them.',
    tooManyTries: {
      one: 'Too many wrong tries. Please wait {count} minute and try again.',
      other: 'Too many wrong tries. Please wait {count} minutes and try again.',
    },
  },
  /** SPEC's field templates, shown translated when the parent kept the title unchanged. */
  templateTitles,
} as const;
