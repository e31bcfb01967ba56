// Parents made straight in the database, browsers carrying their session (as if they had signed in),
// and a configured tag of theirs: the starting points of the signed-in specs.
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { emergencyFields, tags, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { createInventoryTags } from '#server/modules/inventory/inventory.service.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import type { E2EServer } from './fixtures.ts';

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

export type Parent = { id: string; email: string };

/** A verified parent in the database. */
export async function createParent(server: E2EServer, firstName = 'Robin'): Promise<Parent> {
  const [user] = await server.db
    .insert(users)
    .values({
      email: uniqueEmail('parent'),
      password: await hashPassword('correct-horse-battery'),
      firstName,
      isEmailVerified: true,
    })
    .returning();
  return user!;
}

/** Gives the browser a fresh session of `parent`. */
export async function signInAs(server: E2EServer, context: BrowserContext, parent: Parent): Promise<void> {
  const { token } = await server.app.deps.sessions.create('user', parent.id);
  await context.addCookies([
    { name: sessionCookieName(server.config, 'user'), value: token, url: server.url },
  ]);
}

/** A verified parent in the database and a browser carrying their session. */
export async function signInAsNewParent(server: E2EServer, context: BrowserContext): Promise<Parent> {
  const parent = await createParent(server);
  await signInAs(server, context, parent);
  return parent;
}

/** A bracelet activated and configured by `parent`, with one emergency field. */
export async function createOwnedTag(server: E2EServer, parent: Parent, childName = 'Mia') {
  const [bracelet] = await createInventoryTags(server.db, { count: 1 });
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
