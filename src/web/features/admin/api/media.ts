// GET and POST /api/admin/media (SPEC §7).
import { api } from '#shared/paths.ts';
import type { MediaInput, MediaItem } from '#shared/schemas/content.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useAdminQuery } from './admin-query.ts';

export function useAdminMedia() {
  return useAdminQuery<MediaItem[]>(api.adminMedia);
}

export function saveMedia(input: MediaInput) {
  return apiJson<MediaItem>('POST', api.adminMedia, input);
}
