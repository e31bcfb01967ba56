// SQL for upload tickets (single-use upload URLs) and the metadata of stored files.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { storedFiles, uploadTickets } from '../../db/schema/index.ts';

export async function insertTicket(
  db: Executor,
  values: {
    id: string;
    objectKey: string;
    contentType: string;
    maxBytes: number;
    expiresAt: Date;
    now: Date;
  },
) {
  await db.insert(uploadTickets).values({
    id: values.id,
    objectKey: values.objectKey,
    contentType: values.contentType,
    maxBytes: values.maxBytes,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** Marks an unused, unexpired ticket used and answers it; answers undefined otherwise (one winner). */
export async function claimTicket(db: Executor, id: string, now: Date) {
  const rows = await db
    .update(uploadTickets)
    .set({ usedAt: now })
    .where(and(eq(uploadTickets.id, id), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now)))
    .returning();
  return rows[0];
}

export async function findTicketById(db: Executor, id: string) {
  const rows = await db.select().from(uploadTickets).where(eq(uploadTickets.id, id));
  return rows[0];
}

export async function findTicketByKey(db: Executor, objectKey: string) {
  const rows = await db.select().from(uploadTickets).where(eq(uploadTickets.objectKey, objectKey));
  return rows[0];
}

export async function markTicketUsed(db: Executor, id: string, now: Date) {
  await db.update(uploadTickets).set({ usedAt: now }).where(eq(uploadTickets.id, id));
}

export async function findStoredFile(db: Executor, key: string) {
  const rows = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return rows[0];
}

export async function insertStoredFile(
  db: Executor,
  values: { key: string; contentType: string; size: number; etag: string; now: Date },
) {
  await db
    .insert(storedFiles)
    .values({
      key: values.key,
      contentType: values.contentType,
      size: values.size,
      etag: values.etag,
      createdAt: values.now,
    })
    .onConflictDoNothing();
}
