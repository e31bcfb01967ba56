// The bracelet inventory (DESIGN §3): GET /api/admin/tags (paged), POST /api/admin/tags, and the
// CSV download at /api/admin/tags.csv.
import { useQuery } from '@tanstack/react-query';
import * as inventory from '#shared/endpoints/inventory.ts';
import type { CreateInventoryInput, InventoryTag } from '#shared/schemas/tag.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { call, urlOf } from '../../../lib/call.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../lib/use-toast.ts';
import { EVERY_QUERY } from '../components/use-admin-save.ts';

export const INVENTORY_PAGE_SIZE = 20;

export function useInventory(page: number) {
  return useQuery({
    queryKey: [inventory.listInventory.path, { page }],
    queryFn: () => call(inventory.listInventory, { query: { page, pageSize: INVENTORY_PAGE_SIZE } }),
    retry: false,
  });
}

/** A new batch: `onCreated` gets its bracelets; every read is refreshed (the list, its total). */
export function useCreateInventory(onCreated: (tags: InventoryTag[]) => void) {
  const t = useT();
  return useEndpointMutation(inventory.createInventory, {
    input: (body: CreateInventoryInput) => ({ body }),
    failure: { title: 'adminForm.batchFailedTitle', fallback: 'adminForm.batchFailedTitle' },
    invalidates: EVERY_QUERY,
    onSuccess: ({ tags }) => {
      onCreated(tags);
      toast({
        title: t('adminForm.batchCreatedTitle'),
        description: t('adminForm.batchCreated', { n: tags.length }),
      });
    },
  });
}

export const inventoryCsvUrl = urlOf(inventory.inventoryCsv, {});
