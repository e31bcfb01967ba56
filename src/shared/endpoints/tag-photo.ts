// Issue 34: the child's photo for lost mode. The parent puts and removes it and always sees it; a
// responder sees it only while lost mode is on, at an address whose id changes with every new photo.
import { z } from 'zod';
import { tagIdParams } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The public photo's id: the random part of its storage key (32 hex digits). */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The body is the image's raw bytes (JPEG, PNG, WebP or AVIF; 5 MB at most): no body schema, the
 * service reads and checks them itself. Stored re-encoded, resized and without metadata.
 */
export const putTagPhoto = endpoint({
  method: 'PUT',
  path: '/api/tags/:tagId/photo',
  access: 'verified',
  summary: "Set the child's photo for lost mode",
  params: tagIdParams,
  response: z.object({ hasPhoto: z.literal(true) }),
  notFound: 'errors.tagNotFound',
});

/** Removing a photo that is not there is the same success. */
export const deleteTagPhoto = endpoint({
  method: 'DELETE',
  path: '/api/tags/:tagId/photo',
  access: 'verified',
  summary: "Remove the child's photo",
  params: tagIdParams,
  response: 'empty',
  status: 204,
  notFound: 'errors.tagNotFound',
});

/** The owner's view, lost or not; never stored by a browser. */
export const ownerTagPhoto = endpoint({
  method: 'GET',
  path: '/api/tags/:tagId/photo',
  access: 'verified',
  summary: "The child's photo, for its parent",
  params: tagIdParams,
  response: 'image/jpeg',
  notFound: 'errors.tagNotFound',
});

/** The responder's view: only while lost mode is on and only the current photo; else 404. */
export const publicTagPhoto = endpoint({
  method: 'GET',
  path: '/tag/:uniqueCode/photo/:photoId',
  access: 'public',
  summary: "The child's photo on the public page while lost mode is on",
  params: z.object({ uniqueCode: z.string(), photoId: z.string() }),
  response: 'image/jpeg',
});

/** Where the public page finds the photo (its HTML and JSON carry it only while lost). */
export const publicPhotoPath = (uniqueCode: string, photoId: string) =>
  `/tag/${encodeURIComponent(uniqueCode)}/photo/${photoId}`;
