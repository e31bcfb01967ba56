// pinLockMail: English, exactly as SPEC quotes it (moved from text.ts's pinLockMailText).

export const pinLockMailEn = {
  subject: 'Many wrong PINs on {possessiveChild} SafeKid page',
  happened:
    'Someone typed many wrong PINs on {possessiveChild} SafeKid page. To keep the protected information safe, it cannot be opened with the PIN until {until}, not even with the right one.',
  stillShown: 'Everything else on the page (the public fields, your phone numbers) is shown as usual.',
  whatToDo: 'What to do:',
  ifMistyped:
    'If it was a responder or someone you know mistyping the PIN: nothing. It opens again by itself.',
  ifNot:
    'If not, someone may be guessing it. Make a new PIN in your dashboard (New PIN on the tag) and print the emergency card again: the old PIN stops working, and the new one works at once.',
  legacyPin: 'Your tag still has a 6-digit PIN. A new PIN has 8 digits and is much harder to guess.',
  dashboard: 'Your dashboard: {url}',
  childNamed: "{name}'s",
  childUnnamed: "your child's",
} as const;
