// Lost-child mode (SPEC §7): the parent's message and number above everything on the public page, for
// 4 hours, a day or three days.
import { z } from 'zod';
import { lostModeAnswerSchema, lostModeSchema } from '../schemas/lost-mode.ts';
import { tagIdParams } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Switches it on, or renews it with the new message, number and time. */
export const startLostMode = endpoint({
  method: 'PUT',
  path: '/api/tags/:tagId/lost',
  access: 'verified',
  summary: 'Switch lost mode on',
  params: tagIdParams,
  body: lostModeSchema,
  response: z.object({ lost: lostModeAnswerSchema }),
  notFound: 'errors.tagNotFound',
});

/** Ending it when it is already over (or never began) is the same success. */
export const endLostMode = endpoint({
  method: 'DELETE',
  path: '/api/tags/:tagId/lost',
  access: 'verified',
  summary: 'End lost mode',
  params: tagIdParams,
  response: 'empty',
  status: 204,
  notFound: 'errors.tagNotFound',
});
