// Bracelets and their fields made straight in the database.
import { randomBytes } from 'node:crypto';
import { emergencyFields, tags } from '#server/db/schema/index.ts';
import type { EmergencyField, FieldVisibility } from '#shared/schemas/tag.ts';
import { CROCKFORD_ALPHABET } from '#shared/tag-code.ts';
import type { TestApp } from '../helpers/test-app.ts';

export function randomCode(length = 12): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => CROCKFORD_ALPHABET[b % 32]).join('');
}

export async function createTag(
  t: TestApp,
  overrides: {
    uniqueCode?: string;
    physicalId?: string | null;
    userId?: string | null;
    childName?: string | null;
    childAge?: number | null;
    isActive?: string;
    fields?: Array<EmergencyField & { visibility?: FieldVisibility }>;
    pin?: string;
  } = {},
) {
  const [tag] = await t.db
    .insert(tags)
    .values({
      uniqueCode: overrides.uniqueCode ?? randomCode(),
      physicalId: overrides.physicalId === undefined ? randomCode(16) : overrides.physicalId,
      userId: overrides.userId ?? null,
      childName: overrides.childName ?? null,
      childAge: overrides.childAge ?? null,
      isActive: overrides.isActive ?? 'true',
      ...(overrides.pin ? { pin: overrides.pin } : {}),
    })
    .returning();
  if (overrides.fields?.length) {
    await t.db.insert(emergencyFields).values(
      overrides.fields.map((f, i) => ({
        tagId: tag!.id,
        title: f.title,
        content: f.content,
        visibility: f.visibility ?? 'public',
        fieldOrder: i,
      })),
    );
  }
  return tag!;
}
