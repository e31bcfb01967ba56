// Parents' tags (SPEC §7): activation, the list, the tag form, the PIN, a lost or broken band's
// deactivation and move, and the bracelet's address. Owner only: another parent's tag, or an id that is
// not one, answers 404.
import { z } from 'zod';
import { clientRoutes } from '../client-routes.ts';
import {
  activateByCodeSchema,
  activateResponseSchema,
  braceletStateSchema,
  tagActivateSchema,
  tagConfigSchema,
  tagCreateSchema,
  tagDetailsSchema,
  tagForEditingSchema,
  tagListItemSchema,
} from '../schemas/tag.ts';
import { tagIdParams } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The code screen sends the printed code; the wizard the bracelet's number with the child's data. */
export const activateTag = endpoint({
  method: 'POST',
  path: '/api/tags/activate',
  access: 'verified',
  summary: "Make a bracelet the parent's, by its printed code or (configured at once) by its number",
  body: tagActivateSchema,
  response: activateResponseSchema,
});

export const listTags = endpoint({
  method: 'GET',
  path: '/api/tags',
  access: 'verified',
  summary: "The parent's tags, newest first",
  response: z.array(tagListItemSchema),
});

/** With a bracelet's printed code the profile goes onto that bracelet; without one it is card-only. */
export const createTag = endpoint({
  method: 'POST',
  path: '/api/tags',
  access: 'verified',
  summary: 'Create a profile from the form builder',
  body: tagCreateSchema,
  response: activateResponseSchema,
  status: 201,
});

export const getTag = endpoint({
  method: 'GET',
  path: '/api/tags/:tagId',
  access: 'verified',
  summary: 'One tag for editing, with its scan summary and bracelet state',
  params: tagIdParams,
  response: tagDetailsSchema,
  notFound: 'errors.tagNotFound',
});

export const updateTagConfig = endpoint({
  method: 'PUT',
  path: '/api/tags/:tagId/config',
  access: 'verified',
  summary: "Replace the child's data and the fields",
  params: tagIdParams,
  body: tagConfigSchema,
  response: tagForEditingSchema,
  notFound: 'errors.tagNotFound',
});

/** The old PIN stops unlocking at once; answers the tag as getTag does. */
export const newTagPin = endpoint({
  method: 'POST',
  path: '/api/tags/:tagId/pin',
  access: 'verified',
  summary: 'A new PIN for the protected fields',
  params: tagIdParams,
  response: tagDetailsSchema,
  notFound: 'errors.tagNotFound',
});

/** An inventory bracelet returns to stock without its data; a card-only profile goes. */
export const deleteTag = endpoint({
  method: 'DELETE',
  path: '/api/tags/:tagId',
  access: 'verified',
  summary: 'Delete a tag',
  params: tagIdParams,
  response: 'empty',
  status: 204,
  notFound: 'errors.tagNotFound',
});

/** Its page answers 410 and its alerts stop; deactivating it again is the same success. */
export const deactivateTag = endpoint({
  method: 'POST',
  path: '/api/tags/:tagId/deactivate',
  access: 'verified',
  summary: 'Deactivate a lost or broken band',
  params: tagIdParams,
  response: 'empty',
  status: 204,
  notFound: 'errors.tagNotFound',
});

/** The profile goes onto the bracelet in stock with this printed code; answers it as getTag does. */
export const moveTag = endpoint({
  method: 'POST',
  path: '/api/tags/:tagId/move',
  access: 'verified',
  summary: 'Move the profile to a new bracelet',
  params: tagIdParams,
  body: activateByCodeSchema,
  response: tagDetailsSchema,
  notFound: 'errors.tagNotFound',
});

/** A bracelet number as the chip's address carries it; one that cannot be a number is simply unknown. */
const braceletParams = z.object({ physicalId: z.string() });

/** The wizard's bracelet for client-side navigation (a full page load gets it embedded). */
export const getBracelet = endpoint({
  method: 'GET',
  path: '/api/bracelets/:physicalId',
  access: 'public',
  summary: "A bracelet as this visitor sees it: available, theirs, someone else's or configured",
  params: braceletParams,
  response: braceletStateSchema,
});

/**
 * The address in the bracelet's chip: a configured bracelet redirects to its public page; otherwise
 * the app with the bracelet's state embedded (404 unknown, 429 over the miss limit).
 */
export const braceletPage = endpoint({
  method: 'GET',
  path: clientRoutes.activateBracelet.pattern,
  access: 'public',
  summary: "The activation wizard's page, or a redirect to a configured bracelet's public page",
  params: braceletParams,
  // Any other value is no choice: the page is in the visitor's language as negotiated.
  query: z.object({ lang: z.unknown() }),
  response: 'text/html',
});
