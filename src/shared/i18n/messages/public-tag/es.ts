// publicTag: es. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { publicTagEn } from './en.ts';

export const publicTagEs = {
  heading: 'EMERGENCY INFORMATION',
  banner:
    'This child is wearing a SafeKid emergency bracelet. The information below was provided by a parent.',
  childFallback: 'Child Information',
  age: 'Age',
  ageYears: {
    one: "'{'count'}' year",
    other: "'{'count'}' years",
  },
  tagId: 'Tag ID',
  empty: 'No emergency information has been configured for this tag yet.',
  lastUpdated: 'Last updated',
  support: 'Support',
  loading: 'Loading emergency information...',
  error: 'Tag not found or no longer active. Please contact the tag owner.',
  call: 'Call',
} satisfies Messages<typeof publicTagEn>;
