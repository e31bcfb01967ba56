// The landing content back to SPEC's defaults: the specs of one worker share its database, and the
// admin and stored-XSS specs change what the landing page shows.
import type { Database } from '#server/db/client.ts';
import {
  featuresSectionContent,
  howItWorksContent,
  howItWorksSteps,
  mediaContent,
  paypalSettings,
  ratingsSectionContent,
  siteContent,
  videoSectionContent,
} from '#server/db/schema/index.ts';
import { seedDefaults } from '#server/db/seed.ts';

const LANDING_TABLES = [
  siteContent,
  mediaContent,
  paypalSettings,
  howItWorksContent,
  howItWorksSteps,
  videoSectionContent,
  featuresSectionContent,
  ratingsSectionContent,
];

export async function resetLandingContent(db: Database): Promise<void> {
  for (const table of LANDING_TABLES) await db.delete(table);
  await seedDefaults(db);
}
