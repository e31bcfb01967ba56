// SQL for the bracelet inventory.
import { asc, count, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { InventoryStatus } from '#shared/schemas/tag.ts';
import type { Executor } from '../../db/client.ts';
import { emergencyFields, tags } from '../../db/schema/index.ts';

export type NewInventoryRow = { uniqueCode: string; physicalId: string };

/** Inserts the rows that collide with nothing; answers those inserted (a collision is simply left out). */
export async function insertInventoryRows(db: Executor, rows: NewInventoryRow[]) {
  if (rows.length === 0) return [];
  return db
    .insert(tags)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: tags.id, uniqueCode: tags.uniqueCode, physicalId: tags.physicalId });
}

/**
 * Which of these (normalised) numbers are taken. Stored numbers are compared normalised too, so a row
 * the 0005 migration left with its separators still counts (decision 015).
 */
export async function findExistingPhysicalIds(db: Executor, physicalIds: string[]): Promise<string[]> {
  if (physicalIds.length === 0) return [];
  const stored = sql<string>`regexp_replace(${tags.physicalId}, '[ :-]', '', 'g')`;
  const rows = await db.selectDistinct({ physicalId: stored }).from(tags).where(inArray(stored, physicalIds));
  return rows.map((r) => r.physicalId);
}

// Columns inside select lists render unqualified, so the correlated subquery names its tables.
const hasFields = sql`exists (select 1 from ${emergencyFields} where ${emergencyFields}.tag_id = ${tags}.id)`;

/** Unowned = no owner; configured = owned with a child name or fields; activated = owned, nothing yet. */
const statusColumn = sql<InventoryStatus>`case
  when ${tags.userId} is null then 'unowned'
  when ${tags.childName} is not null or ${hasFields} then 'configured'
  else 'activated' end`;

/**
 * A bracelet has a number: a card-only profile (made in the form without a code), live or
 * retired, is no bracelet and no stock, so it is neither listed, counted nor exported.
 */
const isBracelet = isNotNull(tags.physicalId);

export async function listInventoryPage(db: Executor, limit: number, offset: number) {
  return db
    .select({
      id: tags.id,
      uniqueCode: tags.uniqueCode,
      physicalId: tags.physicalId,
      status: statusColumn,
      createdAt: tags.createdAt,
    })
    .from(tags)
    .where(isBracelet)
    .orderBy(desc(tags.createdAt), asc(tags.physicalId), asc(tags.id))
    .limit(limit)
    .offset(offset);
}

export async function countInventory(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tags).where(isBracelet);
  return row?.total ?? 0;
}
