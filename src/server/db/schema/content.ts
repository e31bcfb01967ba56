// Landing-page content managed by administrators (SPEC §3). Section tables hold one row each:
// a unique index on a constant makes a second row impossible even when two instances seed at once.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  FEATURES_SECTION_DEFAULTS as F,
  HOW_IT_WORKS_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from '../../../shared/content-defaults.ts';
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
    price: text().notNull().default(PAYPAL_SETTINGS_DEFAULTS.price),
    currency: text().notNull().default(PAYPAL_SETTINGS_DEFAULTS.currency),
    shippingText: text().notNull().default(PAYPAL_SETTINGS_DEFAULTS.shippingText),
    buttonText: text().notNull().default(PAYPAL_SETTINGS_DEFAULTS.buttonText),
    subtextBelow: text().notNull().default(PAYPAL_SETTINGS_DEFAULTS.subtextBelow),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('paypal_settings')],
);

export const howItWorksContent = pgTable(
  'how_it_works_content',
  {
    id: id(),
    mainTitle: text().notNull().default(HOW_IT_WORKS_DEFAULTS.mainTitle),
    subtitle: text().notNull().default(HOW_IT_WORKS_DEFAULTS.subtitle),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('how_it_works_content')],
);

export const howItWorksSteps = pgTable('how_it_works_steps', {
  id: id(),
  stepNumber: integer().notNull().unique(),
  icon: text().notNull().default('ShoppingCart'),
  title: text().notNull(),
  subtitle: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const videoSectionContent = pgTable(
  'video_section_content',
  {
    id: id(),
    mainTitle: text().notNull().default(VIDEO_SECTION_DEFAULTS.mainTitle),
    subTitle: text().notNull().default(VIDEO_SECTION_DEFAULTS.subTitle),
    videoUrl: text(),
    thirdTitle: text().notNull().default(VIDEO_SECTION_DEFAULTS.thirdTitle),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('video_section_content')],
);

export const featuresSectionContent = pgTable(
  'features_section_content',
  {
    id: id(),
    mainTitle: text().notNull().default(F.mainTitle),
    subTitle: text().notNull().default(F.subTitle),
    feature1Icon: text().notNull().default(F.feature1Icon),
    feature1Title: text().notNull().default(F.feature1Title),
    feature1Subtitle: text().notNull().default(F.feature1Subtitle),
    feature2Icon: text().notNull().default(F.feature2Icon),
    feature2Title: text().notNull().default(F.feature2Title),
    feature2Subtitle: text().notNull().default(F.feature2Subtitle),
    feature3Icon: text().notNull().default(F.feature3Icon),
    feature3Title: text().notNull().default(F.feature3Title),
    feature3Subtitle: text().notNull().default(F.feature3Subtitle),
    feature4Icon: text().notNull().default(F.feature4Icon),
    feature4Title: text().notNull().default(F.feature4Title),
    feature4Subtitle: text().notNull().default(F.feature4Subtitle),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [singleton('features_section_content')],
);

export const ratingsSectionContent = pgTable(
  'ratings_section_content',
  {
    id: id(),
    quote: text().notNull().default(RATINGS_SECTION_DEFAULTS.quote),
    signature: text().notNull().default(RATINGS_SECTION_DEFAULTS.signature),
    subSignature: text().notNull().default(RATINGS_SECTION_DEFAULTS.subSignature),
    updatedAt: updatedAt(),
  },
  () => [singleton('ratings_section_content')],
);
