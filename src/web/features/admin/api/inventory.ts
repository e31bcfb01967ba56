// The bracelet inventory (DESIGN §3): GET /api/admin/tags (paged), POST /api/admin/tags, and the
// CSV download at /api/admin/tags.csv.
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { CreateInventoryInput, InventoryListItem, InventoryTag } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';

export type InventoryPage = {
  items: InventoryListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The activation links' base, and whether only this machine or its network can open it. */
  publicUrl: string;
  publicUrlIsLocal: boolean;
};

export const INVENTORY_PAGE_SIZE = 20;

export function useInventory(page: number) {
  return useQuery<InventoryPage | null>({
    queryKey: [api.adminTags, { page }],
    queryFn: () =>
      apiJson<InventoryPage>('GET', `${api.adminTags}?page=${page}&pageSize=${INVENTORY_PAGE_SIZE}`),
    retry: false,
  });
}

export function createInventory(input: CreateInventoryInput) {
  return apiJson<{ tags: InventoryTag[] }>('POST', api.adminTags, input);
}

export const inventoryCsvUrl = api.adminTagsCsv;
