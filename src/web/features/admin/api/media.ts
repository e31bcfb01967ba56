// GET and POST /api/admin/media (SPEC §7).
import * as content from '#shared/endpoints/content.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import type { MediaInput } from '#shared/schemas/content.ts';
import { call } from '../../../lib/call.ts';
import { useAdminQuery } from './admin-query.ts';

export function useAdminMedia() {
  return useAdminQuery<AnswerOf<typeof content.adminMedia>>(content.adminMedia.path);
}

export function saveMedia(input: MediaInput) {
  return call(content.saveMedia, { body: input });
}
