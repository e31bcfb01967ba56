// The bracelet inventory (DESIGN §3): batches made before sale, used by the admin calls and the CLI.
import type { CreateInventoryInput, InventoryListItem, InventoryTag } from '#shared/schemas/tag.ts';
import { serverText } from '#shared/text.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { generatePhysicalId, generateUniqueCode } from './codes.ts';
import {
  countInventory,
  findExistingPhysicalIds,
  insertInventoryRows,
  listInventoryPage,
} from './inventory.repo.ts';

export { inventoryCsv } from './inventory-csv.ts';

/** 60-bit codes collide almost never; a handful of rounds means something else is wrong. */
const MAX_INSERT_ROUNDS = 8;
const PAGE_SIZE_MAX = 500;

/**
 * Makes a batch in one transaction: `{count}` random bracelets, or one per given physical id (input
 * order kept). Codes are unique under concurrency: insert … on conflict do nothing, then retry the
 * collided rows with fresh codes. A physical id that already exists → 409 naming it, nothing written.
 */
export async function createInventoryTags(
  db: Database,
  input: CreateInventoryInput,
): Promise<InventoryTag[]> {
  const given = 'physicalIds' in input;
  const wanted = given ? input.physicalIds : Array.from({ length: input.count }, generatePhysicalId);

  return db.transaction(async (tx) => {
    if (given) {
      const [taken] = await findExistingPhysicalIds(tx, wanted);
      if (taken) throw conflict(serverText.physicalIdTaken(taken));
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
      if (given && taken) throw conflict(serverText.physicalIdTaken(taken));
      pending = missing.map((physicalId) => (takenNow.has(physicalId) ? generatePhysicalId() : physicalId));
    }
    return given ? wanted.map((physicalId) => created.get(physicalId)!) : [...created.values()];
  });
}

/** One page of every tag, newest first, with its status (unowned / activated / configured). */
export async function listInventoryTags(
  db: Database,
  opts: { page: number; pageSize: number },
): Promise<{ items: InventoryListItem[]; total: number; page: number; pageSize: number }> {
  const page = Math.max(1, Math.floor(opts.page) || 1);
  const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(opts.pageSize) || 1));
  const [rows, total] = await Promise.all([
    listInventoryPage(db, pageSize, (page - 1) * pageSize),
    countInventory(db),
  ]);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total, page, pageSize };
}
