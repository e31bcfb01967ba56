// landingDefaults: es.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsEs = {} satisfies Messages<typeof landingDefaultsEn>;
