// Landing-page content schemas: site content, media, sections (SPEC §3, §5, §7).
import { z } from 'zod';
import {
  CONTENT_TEXT_MAX_LENGTH,
  MAX_ORDER_QUANTITY,
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
/** GET /api/media: an entry as stored. */
export const mediaItemSchema = z.object({
  section: z.string(),
  imageUrl: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** One site text as the reads answer it: GET /api/content/{section}, the admin's list. */
export const contentBlockSchema = z.object({ section: z.string(), content: z.string() });
export type ContentBlock = z.infer<typeof contentBlockSchema>;

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
  /** Per order; 0 ships free. */
  shippingPrice: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, messageRef('validation.priceFormat')),
  maxQuantity: z.coerce
    .number({ invalid_type_error: messageRef('validation.maxQuantity', { max: MAX_ORDER_QUANTITY }) })
    .int(messageRef('validation.maxQuantity', { max: MAX_ORDER_QUANTITY }))
    .min(1, messageRef('validation.maxQuantity', { max: MAX_ORDER_QUANTITY }))
    .max(MAX_ORDER_QUANTITY, messageRef('validation.maxQuantity', { max: MAX_ORDER_QUANTITY })),
  sellerName: text(),
  sellerAddress: text(CONTENT_TEXT_MAX_LENGTH),
  vatNumber: text(),
  /** VAT included in the price, in percent; empty when the shop charges none. */
  taxRate: z
    .string()
    .trim()
    .regex(/^(\d{1,2}(\.\d{1,2})?)?$/, messageRef('validation.taxRate')),
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

export const videoSectionSchema = z.object({
  mainTitle: text(),
  subTitle: text(),
  thirdTitle: text(),
  videoUrl: storedFileUrlSchema.nullable().optional(),
});

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

// ---- The sections as their reads answer them. A text is any string there: the landing-texts editor
// saves the default language's texts into the sections with its own, longer limit, and empty ones.

export const paypalSettingsAnswerSchema = z.object({
  price: z.string(),
  currency: z.string(),
  shippingText: z.string(),
  buttonText: z.string(),
  subtextBelow: z.string(),
  shippingPrice: z.string(),
  maxQuantity: z.number(),
  sellerName: z.string(),
  sellerAddress: z.string(),
  vatNumber: z.string(),
  taxRate: z.string(),
});

export const howItWorksAnswerSchema = z.object({
  content: z.object({ mainTitle: z.string(), subtitle: z.string() }),
  steps: z.array(
    z.object({ stepNumber: z.number(), icon: stepIconNameSchema, title: z.string(), subtitle: z.string() }),
  ),
});
export type HowItWorksAnswer = z.infer<typeof howItWorksAnswerSchema>;

export const videoSectionAnswerSchema = z.object({
  mainTitle: z.string(),
  subTitle: z.string(),
  thirdTitle: z.string(),
  videoUrl: z.string().nullable(),
});
export type VideoSection = z.infer<typeof videoSectionAnswerSchema>;

export const featuresSectionAnswerSchema = z.object({
  mainTitle: z.string(),
  subTitle: z.string(),
  feature1Icon: iconNameSchema,
  feature1Title: z.string(),
  feature1Subtitle: z.string(),
  feature2Icon: iconNameSchema,
  feature2Title: z.string(),
  feature2Subtitle: z.string(),
  feature3Icon: iconNameSchema,
  feature3Title: z.string(),
  feature3Subtitle: z.string(),
  feature4Icon: iconNameSchema,
  feature4Title: z.string(),
  feature4Subtitle: z.string(),
});

export const ratingsSectionAnswerSchema = z.object({
  quote: z.string(),
  signature: z.string(),
  subSignature: z.string(),
});
