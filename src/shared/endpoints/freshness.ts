// The reminder mail's "Still right" link (issue 34 part 3): no sign-in, the signed token is the key.
// GET only asks (mail scanners open links); POST, the page's form, records the parent's check.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Anything is accepted here: the service checks the signature and answers its own page. */
const tokenParams = z.object({ token: z.string() });
const pageLanguageQuery = z.object({ lang: z.unknown() });

export const stillRightPage = endpoint({
  method: 'GET',
  path: '/still-right/:token',
  access: 'public',
  summary: 'The reminder link\'s page: "Is the information still right?"',
  params: tokenParams,
  query: pageLanguageQuery,
  response: 'text/html',
});

export const confirmStillRight = endpoint({
  method: 'POST',
  path: '/still-right/:token',
  access: 'public',
  summary: "Records a parent's check of the tag's information (the reminder link's form)",
  params: tokenParams,
  query: pageLanguageQuery,
  response: 'text/html',
});
