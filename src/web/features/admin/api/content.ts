// GET /api/admin/content (every site text) and PUT /api/content (one text, SPEC §7).
import * as content from '#shared/endpoints/content.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import type { ContentUpdateInput } from '#shared/schemas/content.ts';
import { call } from '../../../lib/call.ts';
import { useAdminQuery } from './admin-query.ts';

export function useAdminContent() {
  return useAdminQuery<AnswerOf<typeof content.adminContent>>(content.adminContent.path);
}

export function updateContent(input: ContentUpdateInput) {
  return call(content.updateContent, { body: input });
}
