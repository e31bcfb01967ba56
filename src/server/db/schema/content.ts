// Landing-page content managed by administrators (SPEC §3). Section tables hold one row each:
// a unique index on a constant makes a second row impossible even when two instances seed at once.
// Their columns have no defaults: a section's defaults live once, in src/shared (decision 033).
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

const singleton = (table: string) => uniqueIndex(`${table}_singleton`).on(sql`(true)`);

export const siteContent = pgTable('site_content', {
  id: id(),
  section: text().notNull().unique(),
  content: text().notNull(),
  updatedAt: updatedAt(),
});

export const mediaContent = pgTable('media_content', {
  id: id(),
  section: text().notNull().unique(),
  title: text().notNull(),
  description: text(),
  imageUrl: text(),
  updatedAt: updatedAt(),
});

export const homepageContent = pgTable(
  'homepage_content',
  {
    id: id(),
    section: varchar({ length: 100 }).notNull(),
    subsection: varchar({ length: 100 }),
    contentType: varchar({ length: 50 }).notNull(),
    content: text(),
    order: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [unique('homepage_content_key').on(t.section, t.subsection, t.contentType).nullsNotDistinct()],
);

export const paypalSettings = pgTable(
  'paypal_settings',
  {
    id: id(),
    price: text().notNull(),
    currency: text().notNull(),
    shippingText: text().notNull(),
    buttonText: text().notNull(),
    subtextBelow: text().notNull(),
    /** Per order, whatever the quantity; '0' ships free. */
    shippingPrice: text().notNull(),
    /** The most bracelets one checkout may buy. */
    maxQuantity: integer().notNull(),
    /** The seller on receipts: name, postal address, VAT number; a VAT rate in percent ('' for none). */
    sellerName: text().notNull(),
    sellerAddress: text().notNull(),
    vatNumber: text().notNull(),
    taxRate: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('paypal_settings')],
);

export const howItWorksContent = pgTable(
  'how_it_works_content',
  {
    id: id(),
    mainTitle: text().notNull(),
    subtitle: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('how_it_works_content')],
);

export const howItWorksSteps = pgTable('how_it_works_steps', {
  id: id(),
  stepNumber: integer().notNull().unique(),
  icon: text().notNull(),
  title: text().notNull(),
  subtitle: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const videoSectionContent = pgTable(
  'video_section_content',
  {
    id: id(),
    mainTitle: text().notNull(),
    subTitle: text().notNull(),
    videoUrl: text(),
    thirdTitle: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('video_section_content')],
);

export const featuresSectionContent = pgTable(
  'features_section_content',
  {
    id: id(),
    mainTitle: text().notNull(),
    subTitle: text().notNull(),
    feature1Icon: text().notNull(),
    feature1Title: text().notNull(),
    feature1Subtitle: text().notNull(),
    feature2Icon: text().notNull(),
    feature2Title: text().notNull(),
    feature2Subtitle: text().notNull(),
    feature3Icon: text().notNull(),
    feature3Title: text().notNull(),
    feature3Subtitle: text().notNull(),
    feature4Icon: text().notNull(),
    feature4Title: text().notNull(),
    feature4Subtitle: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('features_section_content')],
);

export const ratingsSectionContent = pgTable(
  'ratings_section_content',
  {
    id: id(),
    quote: text().notNull(),
    signature: text().notNull(),
    subSignature: text().notNull(),
    updatedAt: updatedAt(),
  },
  () => [singleton('ratings_section_content')],
);

/**
 * The landing texts in the shop's other languages: one row per language and text key
 * (src/shared/landing-texts.ts). The default language's texts stay in the tables above, where SPEC's
 * calls read and write them; only translatable text lives here, never icons, prices or URLs.
 */
export const landingTranslations = pgTable(
  'landing_translations',
  {
    language: text().notNull(),
    textKey: text().notNull(),
    text: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.language, t.textKey] })],
);
