// The landing content back to SPEC's defaults: the specs of one worker share its database, and the
// admin and stored-XSS specs change what the landing page shows.
import type { Database } from '#server/db/client.ts';
import { landingTranslations, mediaContent, siteContent } from '#server/db/schema/index.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { LANDING_SECTION_TABLES } from '#server/modules/content/landing-sections.ts';

export async function resetLandingContent(db: Database): Promise<void> {
  for (const table of [siteContent, mediaContent, landingTranslations, ...LANDING_SECTION_TABLES])
    await db.delete(table);
  await seedDefaults(db);
}
