// GET /api/admin/content (every site text) and PUT /api/content (one text, SPEC §7).
import { api } from '#shared/paths.ts';
import type { ContentUpdateInput } from '#shared/schemas/content.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useAdminQuery } from './admin-query.ts';

export type ContentBlock = { section: string; content: string };

export function useAdminContent() {
  return useAdminQuery<ContentBlock[]>(api.adminContent);
}

export function updateContent(input: ContentUpdateInput) {
  return apiJson<ContentBlock>('PUT', api.content, input);
}
