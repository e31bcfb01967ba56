// SQL for the landing texts in the shop's other languages (landing_translations).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { landingTranslations } from '../../db/schema/index.ts';

export async function selectTranslations(db: Executor, languages: string[]) {
  if (languages.length === 0) return [];
  return db
    .select({
      language: landingTranslations.language,
      textKey: landingTranslations.textKey,
      text: landingTranslations.text,
    })
    .from(landingTranslations)
    .where(inArray(landingTranslations.language, languages));
}

export async function upsertTranslation(
  db: Executor,
  language: string,
  textKey: string,
  text: string,
  now: Date,
) {
  await db
    .insert(landingTranslations)
    .values({ language, textKey, text, updatedAt: now })
    .onConflictDoUpdate({
      target: [landingTranslations.language, landingTranslations.textKey],
      set: { text, updatedAt: now },
    });
}

export async function deleteTranslation(db: Executor, language: string, textKey: string) {
  await db
    .delete(landingTranslations)
    .where(and(eq(landingTranslations.language, language), eq(landingTranslations.textKey, textKey)));
}
