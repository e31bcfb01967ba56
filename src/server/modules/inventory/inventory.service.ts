// The bracelet inventory (DESIGN §3): batches made before sale, used by the admin calls and the CLI.
import {
  physicalIdSchema,
  type CreateInventoryInput,
  type InventoryListItem,
  type InventoryTag,
} from '#shared/schemas/tag.ts';
import type { Infra } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { ValidationError } from '../../validation.ts';
import { generatePhysicalId, generateUniqueCode } from './codes.ts';
import { inventoryCsv } from './inventory-csv.ts';
import {
  countInventory,
  findExistingPhysicalIds,
  insertInventoryRows,
  listInventoryPage,
} from './inventory.repo.ts';

/** 60-bit codes collide almost never; a handful of rounds means something else is wrong. */
const MAX_INSERT_ROUNDS = 8;
const PAGE_SIZE_MAX = 500;

/** The CLI and tests call the service directly: each number is stored in its one form (decision 015). */
function storedPhysicalId(written: string): string {
  const parsed = physicalIdSchema.safeParse(written);
  if (!parsed.success) throw new ValidationError(parsed.error, false);
  return parsed.data;
}

export type InventoryPage = { items: InventoryListItem[]; total: number; page: number; pageSize: number };

export class InventoryService {
  constructor(private readonly deps: Pick<Infra, 'db'>) {}

  /**
   * Makes a batch in one transaction: `{count}` random bracelets, or one per given physical id (input
   * order kept). Codes are unique under concurrency: insert … on conflict do nothing, then retry the
   * collided rows with fresh codes. A physical id that already exists → 409 naming it, nothing written.
   */
  async createBatch(input: CreateInventoryInput): Promise<InventoryTag[]> {
    const given = 'physicalIds' in input;
    const wanted = given
      ? input.physicalIds.map(storedPhysicalId)
      : Array.from({ length: input.count }, generatePhysicalId);

    return this.deps.db.transaction(async (tx) => {
      if (given) {
        const [taken] = await findExistingPhysicalIds(tx, wanted);
        if (taken) throw conflict('errors.physicalIdTaken', { physicalId: taken });
      }
      const created = new Map<string, InventoryTag>();
      let pending = wanted;
      for (let round = 0; pending.length > 0; round++) {
        if (round >= MAX_INSERT_ROUNDS) throw new Error('Could not find free tag codes for the batch');
        const inserted = await insertInventoryRows(
          tx,
          pending.map((physicalId) => ({ uniqueCode: generateUniqueCode(), physicalId })),
        );
        for (const row of inserted) created.set(row.physicalId!, row);
        const missing = pending.filter((physicalId) => !created.has(physicalId));
        if (missing.length === 0) break;
        // A missed row collided on its code, or a concurrent batch took its physical id meanwhile.
        const takenNow = new Set(await findExistingPhysicalIds(tx, missing));
        const [taken] = [...takenNow];
        if (given && taken) throw conflict('errors.physicalIdTaken', { physicalId: taken });
        pending = missing.map((physicalId) => (takenNow.has(physicalId) ? generatePhysicalId() : physicalId));
      }
      return given ? wanted.map((physicalId) => created.get(physicalId)!) : [...created.values()];
    });
  }

  /** One page of every bracelet, newest first, with its status (unowned / activated / configured). */
  async listPage(opts: { page: number; pageSize: number }): Promise<InventoryPage> {
    const { db } = this.deps;
    const page = Math.max(1, Math.floor(opts.page) || 1);
    const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(opts.pageSize) || 1));
    const [rows, total] = await Promise.all([
      listInventoryPage(db, pageSize, (page - 1) * pageSize),
      countInventory(db),
    ]);
    const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return { items, total, page, pageSize };
  }

  /** Every bracelet as CSV with its activation link under `publicUrl`, read page by page. */
  async exportCsv(publicUrl: string): Promise<string> {
    const rows: Array<{ uniqueCode: string; physicalId: string | null }> = [];
    for (let page = 1; ; page++) {
      const { items, total } = await this.listPage({ page, pageSize: PAGE_SIZE_MAX });
      rows.push(...items);
      if (items.length === 0 || rows.length >= total) break;
    }
    return inventoryCsv(rows, publicUrl);
  }
}
