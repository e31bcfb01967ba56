// landingDefaults: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsFr = {} satisfies Messages<typeof landingDefaultsEn>;
