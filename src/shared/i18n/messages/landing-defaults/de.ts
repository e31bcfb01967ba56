// landingDefaults: de.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsDe = {} satisfies Messages<typeof landingDefaultsEn>;
