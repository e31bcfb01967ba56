// The parent's side of scans (SPEC §7): a tag's scan-alert switch and its scan history.
import {
  scanHistoryQuerySchema,
  scanHistorySchema,
  tagAlertsAnswerSchema,
  tagAlertsSchema,
} from '../schemas/scan-history.ts';
import { tagIdParams } from './common.ts';
import { endpoint } from './endpoint.ts';

export const setTagAlerts = endpoint({
  method: 'PUT',
  path: '/api/tags/:tagId/alerts',
  access: 'verified',
  summary: "Switch the tag's scan alerts on or off",
  params: tagIdParams,
  body: tagAlertsSchema,
  response: tagAlertsAnswerSchema,
  notFound: 'errors.tagNotFound',
});

/** `?before=` is the `nextCursor` of the page before; the first page also carries every share. */
export const listTagScans = endpoint({
  method: 'GET',
  path: '/api/tags/:tagId/scans',
  access: 'verified',
  summary: "The tag's scans of the last 90 days, newest first, a page at a time",
  params: tagIdParams,
  query: scanHistoryQuerySchema,
  response: scanHistorySchema,
  notFound: 'errors.tagNotFound',
});
