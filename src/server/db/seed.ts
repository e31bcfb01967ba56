// Idempotent seed of the default content rows (SPEC §3, §9): every landing section's defaults (from
// the section registry) and the site texts. Safe to run at every start and from several instances at
// once: every insert is ON CONFLICT DO NOTHING.
import { SITE_CONTENT_DEFAULTS } from '#shared/content-defaults.ts';
import { SERVER_SECTIONS } from '../modules/content/landing-sections.ts';
import type { Database } from './client.ts';
import { siteContent } from './schema/index.ts';

export async function seedDefaults(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const section of Object.values(SERVER_SECTIONS)) await section.seed(tx);
    await tx
      .insert(siteContent)
      .values(Object.entries(SITE_CONTENT_DEFAULTS).map(([section, content]) => ({ section, content })))
      .onConflictDoNothing();
  });
}
