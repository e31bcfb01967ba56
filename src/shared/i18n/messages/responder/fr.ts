// responder: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderFr = {} satisfies Messages<typeof responderEn>;
