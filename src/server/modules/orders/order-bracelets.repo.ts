// SQL for the bracelets in an order's box (tags.orderId). A bracelet is in stock while it has no order,
// no owner and is not retired; packing sets its order only under that condition, in the UPDATE itself,
// so two admins packing one bracelet at the same moment sell it once.
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';

export type BraceletRow = {
  id: string;
  uniqueCode: string;
  physicalId: string | null;
  orderId: string | null;
  userId: string | null;
  isActive: string;
  deactivatedAt: Date | null;
};

const braceletColumns = {
  id: tags.id,
  uniqueCode: tags.uniqueCode,
  physicalId: tags.physicalId,
  orderId: tags.orderId,
  userId: tags.userId,
  isActive: tags.isActive,
  deactivatedAt: tags.deactivatedAt,
};

export const inStock: SQL = and(
  isNull(tags.orderId),
  isNull(tags.userId),
  isNull(tags.deactivatedAt),
  eq(tags.isActive, 'true'),
)!;

/** What a typed or scanned code may be: printed codes (as typed, then read), and chip numbers. */
export type CodeForms = { uniqueCodes: string[]; physicalIds: string[] };

/**
 * The bracelet a code names: a printed code first (the forms in their order), then a chip number.
 * Several rows can match only when one's code is another's chip number; the printed code wins.
 */
export async function findBraceletByCode(db: Executor, forms: CodeForms): Promise<BraceletRow | undefined> {
  const matches = [
    forms.uniqueCodes.length ? inArray(tags.uniqueCode, forms.uniqueCodes) : undefined,
    forms.physicalIds.length ? inArray(tags.physicalId, forms.physicalIds) : undefined,
  ].filter((m): m is SQL => m !== undefined);
  if (matches.length === 0) return undefined;
  const rank = sql`case ${sql.join(
    [
      ...forms.uniqueCodes.map((code, i) => sql`when ${tags.uniqueCode} = ${code} then ${i}`),
      ...forms.physicalIds.map(
        (id, i) => sql`when ${tags.physicalId} = ${id} then ${forms.uniqueCodes.length + i}`,
      ),
    ],
    sql` `,
  )} end`;
  const [row] = await db
    .select(braceletColumns)
    .from(tags)
    .where(or(...matches))
    .orderBy(rank, asc(tags.id))
    .limit(1);
  return row;
}

/**
 * Locks these bracelets' rows in one order (by id) until the transaction ends: two packings that
 * share bracelets wait for each other instead of deadlocking.
 */
export async function lockBracelets(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(tags.id))
    .for('update');
}

/** Sells these bracelets to the order, each only if still in stock; answers the ids it sold. */
export async function packBracelets(
  db: Executor,
  orderId: string,
  ids: string[],
  now: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(tags)
    .set({ orderId, packedAt: now, updatedAt: now })
    .where(and(inArray(tags.id, ids), inStock))
    .returning({ id: tags.id });
  return rows.map((r) => r.id);
}

/** The order's bracelets, oldest packed first. */
export async function listOrderBracelets(db: Executor, orderId: string): Promise<BraceletRow[]> {
  return db
    .select(braceletColumns)
    .from(tags)
    .where(eq(tags.orderId, orderId))
    .orderBy(asc(tags.packedAt), asc(tags.uniqueCode));
}

/**
 * Back in stock: the order's bracelets (all, or those named) that no parent has activated. Answers
 * the codes of those it released.
 */
export async function releaseBracelets(
  db: Executor,
  orderId: string,
  now: Date,
  ids?: string[],
): Promise<string[]> {
  const rows = await db
    .update(tags)
    .set({ orderId: null, packedAt: null, updatedAt: now })
    .where(and(eq(tags.orderId, orderId), isNull(tags.userId), ids ? inArray(tags.id, ids) : undefined))
    .returning({ uniqueCode: tags.uniqueCode });
  return rows.map((r) => r.uniqueCode);
}
