// responder: es.
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderEs = {} satisfies Messages<typeof responderEn>;
