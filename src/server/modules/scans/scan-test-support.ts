// What the scan tests share: a browser's user agent per "client", the rows written for a tag, and an
// owner with a configured tag.
import { asc, eq } from 'drizzle-orm';
import { scanEvents, tags, users } from '#server/db/schema/index.ts';
import { createTag } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';

/** A real phone browser; `n` changes its version only (the client hash leaves the user agent out). */
export const phone = (n = 0) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${n}.0 Mobile Safari/537.36`;

/** Client `n`'s address: a client is an address (issue 28). */
export const address = (n = 0) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function scansOf(t: TestApp, tagId: string) {
  return t.db.select().from(scanEvents).where(eq(scanEvents.tagId, tagId)).orderBy(asc(scanEvents.scannedAt));
}

export async function ownedTag(
  t: TestApp,
  options: {
    childName?: string | null;
    timeZone?: string | null;
    alertsEnabled?: boolean;
    /** The owner's saved language (users.language): their mails' (issue 30). */
    language?: string;
  } = {},
) {
  const owner = await createUser(t);
  if (options.timeZone)
    await t.db.update(users).set({ timeZone: options.timeZone }).where(eq(users.id, owner.id));
  if (options.language)
    await t.db.update(users).set({ language: options.language }).where(eq(users.id, owner.id));
  const tag = await createTag(t, {
    userId: owner.id,
    childName: options.childName === undefined ? 'Mia' : options.childName,
    fields: [{ title: 'Allergies', content: 'Peanuts' }],
  });
  if (options.alertsEnabled === false) {
    await t.db.update(tags).set({ alertsEnabled: false }).where(eq(tags.id, tag.id));
  }
  return { owner, tag };
}

export async function setLostUntil(t: TestApp, tagId: string, until: Date | null) {
  await t.db
    .update(tags)
    .set({ lostUntil: until, lostMessage: until ? 'I am lost' : null })
    .where(eq(tags.id, tagId));
}
