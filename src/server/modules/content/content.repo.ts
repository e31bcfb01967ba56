// SQL for landing-page content: site texts, media, the one-row section tables and the steps.
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { HowItWorksStep } from '#shared/schemas/content.ts';
import { howItWorksSteps, mediaContent, siteContent } from '../../db/schema/index.ts';

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
export async function selectSingleton<T extends PgTable>(db: Executor, table: T) {
  const rows = await db
    .select()
    .from(table as PgTable)
    .limit(1);
  return rows[0] as T['$inferSelect'] | undefined;
}

/** The one row of a section table, written only where there is none yet (the seed). */
export async function insertSingleton(db: Executor, table: PgTable, row: Record<string, unknown>) {
  await db.insert(table).values(row).onConflictDoNothing();
}

/**
 * Sets `changes` on the one row of a section table; inserts `whenMissing` first if there is no row
 * (the unique index on a constant makes a concurrent second insert a no-op, then the update applies
 * to the winner's row).
 */
export async function updateSingleton(
  db: Executor,
  table: PgTable,
  changes: Record<string, unknown>,
  whenMissing: Record<string, unknown>,
): Promise<void> {
  const updated = await db
    .update(table)
    .set(changes)
    .returning({ one: sql`1` });
  if (updated.length > 0) return;
  await insertSingleton(db, table, whenMissing);
  await db.update(table).set(changes);
}

export async function selectHowItWorksSteps(db: Executor) {
  return db.select().from(howItWorksSteps).orderBy(asc(howItWorksSteps.stepNumber));
}

export async function insertHowItWorksSteps(db: Executor, steps: HowItWorksStep[]) {
  await db.insert(howItWorksSteps).values(steps).onConflictDoNothing();
}

export async function upsertHowItWorksStep(db: Executor, step: HowItWorksStep, now: Date) {
  await db
    .insert(howItWorksSteps)
    .values({ ...step, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: howItWorksSteps.stepNumber,
      set: { icon: step.icon, title: step.title, subtitle: step.subtitle, updatedAt: now },
    });
}
