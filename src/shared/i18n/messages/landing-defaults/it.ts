// landingDefaults: it.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsIt = {} satisfies Messages<typeof landingDefaultsEn>;
