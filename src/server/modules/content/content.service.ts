// Landing-page content (SPEC §3, §7): public reads that fall back to the defaults of
// src/shared/content-defaults.ts, and the admin writes (idempotent upserts). The reads are plain
// functions taking `db` so the landing page can embed their answers in its HTML (DESIGN §3).
import {
  FEATURES_SECTION_DEFAULTS,
  HOW_IT_WORKS_DEFAULTS,
  HOW_IT_WORKS_STEP_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  SITE_CONTENT_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from '#shared/content-defaults.ts';
import type {
  ContentUpdateInput,
  FeaturesSection,
  HowItWorksAnswer,
  HowItWorksContent,
  HowItWorksStep,
  MediaInput,
  MediaItem,
  PaypalSettings,
  RatingsSection,
  VideoSection,
} from '#shared/schemas/content.ts';
import type { Database, Executor } from '../../db/client.ts';
import * as repo from './content.repo.ts';

export type SiteContent = Record<string, string>;

/** Every site text: the defaults overlaid with what admins saved. */
export async function getSiteContent(db: Executor): Promise<SiteContent> {
  const rows = await repo.selectSiteContent(db);
  const content: SiteContent = { ...SITE_CONTENT_DEFAULTS };
  for (const row of rows) content[row.section] = row.content;
  return content;
}

/** One site text, or undefined for a key that is neither saved nor a known default. */
export async function getContentSection(
  db: Executor,
  section: string,
): Promise<{ section: string; content: string } | undefined> {
  const row = await repo.selectSiteContentSection(db, section);
  if (row) return row;
  if (Object.hasOwn(SITE_CONTENT_DEFAULTS, section)) {
    return { section, content: SITE_CONTENT_DEFAULTS[section as keyof typeof SITE_CONTENT_DEFAULTS] };
  }
  return undefined;
}

export async function getMedia(db: Executor): Promise<MediaItem[]> {
  const rows = await repo.selectMedia(db);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function getPaypalSettings(db: Executor): Promise<PaypalSettings> {
  const row = await repo.selectPaypalSettings(db);
  if (!row) return { ...PAYPAL_SETTINGS_DEFAULTS };
  return {
    price: row.price,
    currency: row.currency,
    shippingText: row.shippingText,
    buttonText: row.buttonText,
    subtextBelow: row.subtextBelow,
  };
}

export async function getHowItWorks(db: Executor): Promise<HowItWorksAnswer> {
  const [content, rows] = await Promise.all([
    repo.selectHowItWorksContent(db),
    repo.selectHowItWorksSteps(db),
  ]);
  // Always three steps, in order: a missing row answers its default.
  const steps: HowItWorksStep[] = HOW_IT_WORKS_STEP_DEFAULTS.map((fallback) => {
    const row = rows.find((r) => r.stepNumber === fallback.stepNumber);
    const step = row ?? fallback;
    return {
      stepNumber: fallback.stepNumber,
      icon: step.icon as HowItWorksStep['icon'],
      title: step.title,
      subtitle: step.subtitle,
    };
  });
  return {
    content: content
      ? { mainTitle: content.mainTitle, subtitle: content.subtitle }
      : { ...HOW_IT_WORKS_DEFAULTS },
    steps,
  };
}

export async function getVideoSection(db: Executor): Promise<VideoSection> {
  const row = await repo.selectVideoSection(db);
  if (!row) return { ...VIDEO_SECTION_DEFAULTS };
  return {
    mainTitle: row.mainTitle,
    subTitle: row.subTitle,
    thirdTitle: row.thirdTitle,
    videoUrl: row.videoUrl,
  };
}

export async function getFeaturesSection(db: Executor): Promise<FeaturesSection> {
  const row = await repo.selectFeaturesSection(db);
  if (!row) return { ...FEATURES_SECTION_DEFAULTS };
  const { id: _id, createdAt: _c, updatedAt: _u, ...section } = row;
  return section as FeaturesSection;
}

export async function getRatingsSection(db: Executor): Promise<RatingsSection> {
  const row = await repo.selectRatingsSection(db);
  if (!row) return { ...RATINGS_SECTION_DEFAULTS };
  return { quote: row.quote, signature: row.signature, subSignature: row.subSignature };
}

// ---- Admin writes -------------------------------------------------------------------------------

export async function saveContent(db: Executor, input: ContentUpdateInput, now: Date): Promise<void> {
  await repo.upsertSiteContent(db, input.section, input.content, now);
}

/** A list of texts is saved whole or not at all. */
export async function saveContentList(db: Database, items: ContentUpdateInput[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const item of items) await repo.upsertSiteContent(tx, item.section, item.content, now);
  });
}

export async function saveMedia(db: Executor, input: MediaInput, now: Date): Promise<void> {
  await repo.upsertMedia(
    db,
    {
      section: input.section,
      imageUrl: input.imageUrl,
      title: input.title,
      description: input.description ?? null,
    },
    now,
  );
}

export async function savePaypalSettings(db: Executor, input: PaypalSettings, now: Date): Promise<void> {
  await repo.updatePaypalSettings(db, { ...input, updatedAt: now });
}

export async function saveHowItWorksContent(db: Executor, input: HowItWorksContent, now: Date) {
  await repo.updateHowItWorksContent(db, { ...input, updatedAt: now });
}

export async function saveHowItWorksStep(db: Executor, input: HowItWorksStep, now: Date) {
  await repo.upsertHowItWorksStep(db, input, now);
}

export async function saveVideoSection(
  db: Executor,
  input: Omit<VideoSection, 'videoUrl'> & { videoUrl?: string | null },
  now: Date,
) {
  // videoUrl left out keeps the current video; null removes it.
  const { videoUrl, ...texts } = input;
  await repo.updateVideoSection(db, {
    ...texts,
    ...(videoUrl === undefined ? {} : { videoUrl }),
    updatedAt: now,
  });
}

export async function saveFeaturesSection(db: Executor, input: FeaturesSection, now: Date) {
  await repo.updateFeaturesSection(db, { ...input, updatedAt: now });
}

export async function saveRatingsSection(db: Executor, input: RatingsSection, now: Date) {
  await repo.updateRatingsSection(db, { ...input, updatedAt: now });
}
