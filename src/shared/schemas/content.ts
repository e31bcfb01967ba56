// Landing-page content schemas: site content, media, sections (SPEC §3, §5, §7).
import { z } from 'zod';
import {
  CONTENT_TEXT_MAX_LENGTH,
  CONTENT_TYPE_MAX_LENGTH,
  SECTION_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../constants.ts';
import { MEDIA_SECTIONS } from '../content-defaults.ts';
import { ICON_NAMES, STEP_ICON_NAMES } from '../icons.ts';
import { messageRef } from '../message-ref.ts';
import { isStorableText } from './storable-text.ts';

const text = (max = SHORT_TEXT_MAX_LENGTH) =>
  z
    .string()
    .max(max, messageRef('validation.tooLong', { max }))
    .refine(isStorableText, messageRef('validation.invalidCharacter'));

export const sectionKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(SECTION_MAX_LENGTH, messageRef('validation.tooLong', { max: SECTION_MAX_LENGTH }))
  .regex(/^[a-z0-9_]+$/, messageRef('validation.sectionKeyCharacters'));

/** PUT /api/content (inline edit) and each item of POST /api/admin/content. */
export const contentUpdateSchema = z.object({
  section: sectionKeySchema,
  content: text(CONTENT_TEXT_MAX_LENGTH),
});
export type ContentUpdateInput = z.infer<typeof contentUpdateSchema>;
export const contentListSchema = z.array(contentUpdateSchema).min(1).max(100);

/** homepage_content rows (section ≤ 100, subsection ≤ 100, contentType ≤ 50). */
export const homepageContentSchema = z.object({
  section: z.string().min(1).max(SECTION_MAX_LENGTH),
  subsection: z.string().max(SECTION_MAX_LENGTH).nullable().optional(),
  contentType: z.string().min(1).max(CONTENT_TYPE_MAX_LENGTH),
  content: text(CONTENT_TEXT_MAX_LENGTH),
  order: z.number().int().min(0).max(10_000).default(0),
});

/** Uploaded files are referenced as /objects/...; absolute https URLs are allowed for hosted assets. */
export const storedFileUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(\/objects\/[A-Za-z0-9/_.-]+|https:\/\/\S+)$/, messageRef('validation.storedFileUrl'));

export const mediaSchema = z.object({
  section: z.enum(MEDIA_SECTIONS),
  imageUrl: storedFileUrlSchema,
  title: z.string().trim().min(1).max(200).refine(isStorableText, messageRef('validation.invalidCharacter')),
  description: text().nullable().optional(),
});
export type MediaInput = z.infer<typeof mediaSchema>;
export type MediaItem = {
  section: string;
  imageUrl: string | null;
  title: string;
  description: string | null;
  updatedAt: string;
};

/** Price is a free text field in the form, but PayPal needs a real amount. */
export const priceSchema = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, messageRef('validation.priceFormat'))
  // PayPal's orders API refuses an amount of zero (CANNOT_BE_ZERO_OR_NEGATIVE).
  .refine((price) => Number(price) > 0, messageRef('validation.pricePositive'));

export const paypalSettingsSchema = z.object({
  price: priceSchema,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, messageRef('validation.currencyCode')),
  shippingText: text(),
  buttonText: text(),
  subtextBelow: text(),
});
export type PaypalSettings = z.infer<typeof paypalSettingsSchema>;

export const iconNameSchema = z.enum(ICON_NAMES);
export const stepIconNameSchema = z.enum(STEP_ICON_NAMES);

export const howItWorksSchema = z.object({ mainTitle: text(), subtitle: text() });
export type HowItWorksContent = z.infer<typeof howItWorksSchema>;

export const howItWorksStepSchema = z.object({
  stepNumber: z.number().int().min(1).max(3),
  icon: stepIconNameSchema,
  title: text(),
  subtitle: text(),
});
export type HowItWorksStep = z.infer<typeof howItWorksStepSchema>;
export type HowItWorksAnswer = { content: HowItWorksContent; steps: HowItWorksStep[] };

export const videoSectionSchema = z.object({
  mainTitle: text(),
  subTitle: text(),
  thirdTitle: text(),
  videoUrl: storedFileUrlSchema.nullable().optional(),
});
export type VideoSection = {
  mainTitle: string;
  subTitle: string;
  thirdTitle: string;
  videoUrl: string | null;
};

export const featuresSectionSchema = z.object({
  mainTitle: text(),
  subTitle: text(),
  feature1Icon: iconNameSchema,
  feature1Title: text(),
  feature1Subtitle: text(),
  feature2Icon: iconNameSchema,
  feature2Title: text(),
  feature2Subtitle: text(),
  feature3Icon: iconNameSchema,
  feature3Title: text(),
  feature3Subtitle: text(),
  feature4Icon: iconNameSchema,
  feature4Title: text(),
  feature4Subtitle: text(),
});
export type FeaturesSection = z.infer<typeof featuresSectionSchema>;

export const ratingsSectionSchema = z.object({ quote: text(2000), signature: text(), subSignature: text() });
export type RatingsSection = z.infer<typeof ratingsSectionSchema>;
/** The video section as the admin form sends it: videoUrl left out keeps the current video. */
export type VideoSectionInput = z.infer<typeof videoSectionSchema>;
