// responder: de.
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderDe = {} satisfies Messages<typeof responderEn>;
