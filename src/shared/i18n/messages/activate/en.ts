// activate: English, exactly as SPEC quotes it (moved from text.ts's activateText).

export const activateEn = {
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
