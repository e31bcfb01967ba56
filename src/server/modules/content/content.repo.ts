// SQL for landing-page content: site texts, media, payment settings and the one-row section tables.
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  featuresSectionContent,
  howItWorksContent,
  howItWorksSteps,
  mediaContent,
  paypalSettings,
  ratingsSectionContent,
  siteContent,
  videoSectionContent,
} from '../../db/schema/index.ts';

export async function selectSiteContent(db: Executor) {
  return db.select({ section: siteContent.section, content: siteContent.content }).from(siteContent);
}

export async function selectSiteContentSection(db: Executor, section: string) {
  const rows = await db
    .select({ section: siteContent.section, content: siteContent.content })
    .from(siteContent)
    .where(eq(siteContent.section, section));
  return rows[0];
}

export async function upsertSiteContent(db: Executor, section: string, content: string, now: Date) {
  await db
    .insert(siteContent)
    .values({ section, content, updatedAt: now })
    .onConflictDoUpdate({ target: siteContent.section, set: { content, updatedAt: now } });
}

export async function selectMedia(db: Executor) {
  return db
    .select({
      section: mediaContent.section,
      imageUrl: mediaContent.imageUrl,
      title: mediaContent.title,
      description: mediaContent.description,
      updatedAt: mediaContent.updatedAt,
    })
    .from(mediaContent)
    .orderBy(asc(mediaContent.section));
}

export async function upsertMedia(
  db: Executor,
  values: { section: string; imageUrl: string; title: string; description: string | null },
  now: Date,
) {
  await db
    .insert(mediaContent)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: mediaContent.section,
      set: {
        imageUrl: values.imageUrl,
        title: values.title,
        description: values.description,
        updatedAt: now,
      },
    });
}

/** The first (and only) row of a one-row section table. */
async function selectSingleton<T extends PgTable>(db: Executor, table: T) {
  const rows = await db
    .select()
    .from(table as PgTable)
    .limit(1);
  return rows[0] as T['$inferSelect'] | undefined;
}

/**
 * Updates the one row of a section table; inserts it first if it is missing (the unique index on a
 * constant makes a concurrent second insert a no-op, then the update applies to the winner's row).
 */
async function updateSingleton<T extends PgTable>(
  db: Executor,
  table: T,
  values: Partial<T['$inferInsert']>,
): Promise<void> {
  const updated = await db
    .update(table as PgTable)
    .set(values as Record<string, unknown>)
    .returning({ one: sql`1` });
  if (updated.length > 0) return;
  await db
    .insert(table as PgTable)
    .values(values as Record<string, unknown>)
    .onConflictDoNothing();
  await db
    .update(table as PgTable)
    .set(values as Record<string, unknown>)
    .returning({ one: sql`1` });
}

export const selectPaypalSettings = (db: Executor) => selectSingleton(db, paypalSettings);
export const updatePaypalSettings = (db: Executor, values: Partial<typeof paypalSettings.$inferInsert>) =>
  updateSingleton(db, paypalSettings, values);

export const selectHowItWorksContent = (db: Executor) => selectSingleton(db, howItWorksContent);
export const updateHowItWorksContent = (
  db: Executor,
  values: Partial<typeof howItWorksContent.$inferInsert>,
) => updateSingleton(db, howItWorksContent, values);

export async function selectHowItWorksSteps(db: Executor) {
  return db.select().from(howItWorksSteps).orderBy(asc(howItWorksSteps.stepNumber));
}

export async function upsertHowItWorksStep(
  db: Executor,
  step: { stepNumber: number; icon: string; title: string; subtitle: string },
  now: Date,
) {
  await db
    .insert(howItWorksSteps)
    .values({ ...step, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: howItWorksSteps.stepNumber,
      set: { icon: step.icon, title: step.title, subtitle: step.subtitle, updatedAt: now },
    });
}

export const selectVideoSection = (db: Executor) => selectSingleton(db, videoSectionContent);
export const updateVideoSection = (db: Executor, values: Partial<typeof videoSectionContent.$inferInsert>) =>
  updateSingleton(db, videoSectionContent, values);

export const selectFeaturesSection = (db: Executor) => selectSingleton(db, featuresSectionContent);
export const updateFeaturesSection = (
  db: Executor,
  values: Partial<typeof featuresSectionContent.$inferInsert>,
) => updateSingleton(db, featuresSectionContent, values);

export const selectRatingsSection = (db: Executor) => selectSingleton(db, ratingsSectionContent);
export const updateRatingsSection = (
  db: Executor,
  values: Partial<typeof ratingsSectionContent.$inferInsert>,
) => updateSingleton(db, ratingsSectionContent, values);
