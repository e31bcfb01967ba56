// A parent's configured tag made straight in the worker's database: the starting point of specs that
// need one (its edit page, its public page).
import { eq } from 'drizzle-orm';
import { emergencyFields, tags } from '#server/db/schema/index.ts';
import type { E2EServer } from './fixtures.ts';

/** A bracelet activated and configured by `parent`, with one emergency field. */
export async function createOwnedTag(server: E2EServer, parent: { id: string }, childName = 'Mia') {
  const [bracelet] = await server.app.deps.services.inventory.createBatch({ count: 1 });
  const [tag] = await server.db
    .update(tags)
    .set({ userId: parent.id, childName, childAge: 6 })
    .where(eq(tags.id, bracelet!.id))
    .returning();
  await server.db
    .insert(emergencyFields)
    .values({ tagId: tag!.id, title: 'Allergies', content: 'Peanuts', fieldOrder: 0 });
  return tag!;
}
