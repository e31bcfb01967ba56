// activate: de. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { activateEn } from './en.ts';

export const activateDe = {
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
} satisfies Messages<typeof activateEn>;
