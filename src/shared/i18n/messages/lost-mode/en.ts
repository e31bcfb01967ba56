// lostMode: English, exactly as SPEC quotes it (moved from text.ts's lostModeText).

export const lostModeEn = {
  open: 'Lost mode',
  dialogTitle: 'Report this child as lost',
  dialogDescription:
    'While lost, the page opens with your message and a button that calls your number, and every opening is mailed to you at once, even with scan alerts off. It switches itself off after the time you choose.',
  messageLabel: 'Message for the person who finds your child',
  messagePlaceholder: "I'm lost. Please call my dad.",
  phoneLabel: 'Phone number to call',
  hoursLabel: 'For how long',
  hours: {
    '4': '4 hours',
    '24': '24 hours',
    '72': '3 days',
  },
  start: 'Switch lost mode on',
  starting: 'Switching on...',
  cancel: 'Cancel',
  lostUntil: 'Lost until {time}',
  callsNumber: 'Finders are asked to call {phone}',
  end: 'End lost mode',
  ending: 'Ending...',
  endTitle: 'End lost mode?',
  endDescription:
    'The banner with your message and number leaves the page at once, and scans are no longer mailed to you at once. Only end it when your child is safe.',
  startedTitle: 'Lost mode is on',
  endedTitle: 'Lost mode is off',
  failedTitle: 'Lost mode could not be changed',
  failedFallback: 'Please try again.',
  messageRequired: 'Please write a message for the person who finds your child.',
  messageTooLong: 'The message can have at most {max} characters.',
  messageCount: '{length} / {max} characters',
  messageOver:
    '{extra, plural, one {# character too many.} other {# characters too many.}} Nothing was cut: please shorten the message to send it.',
  phoneInvalid: 'Please enter a phone number of 3 to 15 digits (spaces and + ( ) - . may go between them).',
  hoursInvalid: 'Please choose 4 hours, 24 hours or 3 days.',
} as const;
