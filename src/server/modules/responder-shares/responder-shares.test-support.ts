// Shared set-up of the responder-share API tests: an owned, configured tag, a phone's user agent, and
// what a share leaves in scan_events.
import { eq } from 'drizzle-orm';
import { scanEvents } from '#server/db/schema/index.ts';
import { createTag } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

export const locationUrl = (code: string) => `/api/tag/${code}/location`;
export const contactUrl = (code: string) => `/api/tag/${code}/contact`;

export const A_LOCATION = { latitude: 41.890251, longitude: 12.492373, accuracy: 12.4 };
export const A_CONTACT = {
  name: 'Giulia Bianchi',
  phone: '+39 347 765 4321',
  message: 'We are at the fountain.',
};

/** A parent and their configured bracelet. */
export async function ownedTag(t: TestApp, childName: string | null = 'Mia Rossi') {
  const owner = await createUser(t);
  const tag = await createTag(t, {
    userId: owner.id,
    childName,
    childAge: 7,
    fields: [{ title: 'Allergies', content: 'Peanuts' }],
  });
  return { owner, tag };
}

export async function scansOf(t: TestApp, tagId: string) {
  return t.db.select().from(scanEvents).where(eq(scanEvents.tagId, tagId)).orderBy(scanEvents.scannedAt);
}
