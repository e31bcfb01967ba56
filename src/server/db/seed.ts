// Idempotent seed of the default content rows (SPEC §3, §9). Safe to run at every start and from
// several instances at once: every insert is ON CONFLICT DO NOTHING.
import {
  FEATURES_SECTION_DEFAULTS,
  HOW_IT_WORKS_DEFAULTS,
  HOW_IT_WORKS_STEP_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  SITE_CONTENT_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from '#shared/content-defaults.ts';
import type { Database } from './client.ts';
import {
  featuresSectionContent,
  howItWorksContent,
  howItWorksSteps,
  paypalSettings,
  ratingsSectionContent,
  siteContent,
  videoSectionContent,
} from './schema/index.ts';

export async function seedDefaults(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(paypalSettings).values(PAYPAL_SETTINGS_DEFAULTS).onConflictDoNothing();
    await tx.insert(howItWorksContent).values(HOW_IT_WORKS_DEFAULTS).onConflictDoNothing();
    await tx
      .insert(howItWorksSteps)
      .values(HOW_IT_WORKS_STEP_DEFAULTS.map((step) => ({ ...step })))
      .onConflictDoNothing();
    await tx.insert(videoSectionContent).values(VIDEO_SECTION_DEFAULTS).onConflictDoNothing();
    await tx.insert(featuresSectionContent).values(FEATURES_SECTION_DEFAULTS).onConflictDoNothing();
    await tx.insert(ratingsSectionContent).values(RATINGS_SECTION_DEFAULTS).onConflictDoNothing();
    await tx
      .insert(siteContent)
      .values(Object.entries(SITE_CONTENT_DEFAULTS).map(([section, content]) => ({ section, content })))
      .onConflictDoNothing();
  });
}
