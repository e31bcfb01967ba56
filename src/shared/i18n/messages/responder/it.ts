// responder: it.
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderIt = {} satisfies Messages<typeof responderEn>;
