// tagRetirement: it. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { tagRetirementEn } from './en.ts';

export const tagRetirementIt = {
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
  movedDescription: "The new bracelet {code} now shows your child's page.",
  failedTitle: 'That did not work',
  failedFallback: 'Please try again.',
  cancel: 'Cancel',
  sameBracelet:
    'This is the code of the bracelet you are moving from. Please type the code printed on the new bracelet.',
} satisfies Messages<typeof tagRetirementEn>;
