// The landing page's content (SPEC §7): public reads, and the admin's reads and writes of the site
// texts, media, landing sections and landing texts per language. Each landing section's contracts
// come from the section registry (src/shared/landing-sections.ts), one set per section.
import { z } from 'zod';
import { LANDING_SECTION_KEYS, LANDING_SECTIONS, type LandingSectionKey } from '../landing-sections.ts';
import {
  contentBlockSchema,
  contentListSchema,
  contentUpdateSchema,
  mediaItemSchema,
  mediaSchema,
  sectionKeySchema,
} from '../schemas/content.ts';
import {
  LANDING_SECTION_ANSWERS,
  LANDING_SECTION_WRITES,
  type SectionWriteName,
} from '../schemas/landing-section-writes.ts';
import {
  landingLanguageSchema,
  landingTextsSchema,
  landingTranslationsAnswerSchema,
  landingTranslationsSchema,
} from '../schemas/landing-translations.ts';
import { singleParam } from './common.ts';
import { endpoint, type EndpointDefinition } from './endpoint.ts';

// ---- Public reads

export const media = endpoint({
  method: 'GET',
  path: '/api/media',
  access: 'public',
  summary: 'The landing images (logos, product image)',
  response: z.array(mediaItemSchema),
});

/** One site text; a key neither saved nor known answers 404. */
export const contentSection = endpoint({
  method: 'GET',
  path: '/api/content/:section',
  access: 'public',
  summary: 'One editable site text',
  params: z.object({ section: sectionKeySchema }),
  response: contentBlockSchema,
  notFound: 'errors.notFound',
});

const languageParams = singleParam('language', landingLanguageSchema);

/** The landing texts in a language other than the shop's default, as the landing page refetches them. */
export const landingTexts = endpoint({
  method: 'GET',
  path: '/api/landing-texts/:language',
  access: 'public',
  summary: 'The landing texts resolved in one language',
  params: languageParams,
  response: landingTextsSchema,
});

// ---- Admin

/** The inline edit (SPEC §4); it answers the text saved. */
export const updateContent = endpoint({
  method: 'PUT',
  path: '/api/content',
  access: 'admin',
  summary: 'Save one site text',
  body: contentUpdateSchema,
  response: contentBlockSchema,
});

export const adminContent = endpoint({
  method: 'GET',
  path: '/api/admin/content',
  access: 'admin',
  summary: 'Every site text',
  response: z.array(contentBlockSchema),
});

/** Saved whole or not at all; it answers every site text. */
export const saveAdminContent = endpoint({
  method: 'POST',
  path: '/api/admin/content',
  access: 'admin',
  summary: 'Save a list of site texts',
  body: contentListSchema,
  response: z.array(contentBlockSchema),
});

/** The default language's texts are those SPEC's calls keep. */
export const adminLandingTranslations = endpoint({
  method: 'GET',
  path: '/api/admin/landing-translations/:language',
  access: 'admin',
  summary: 'Every landing text in one language, and where translations are missing',
  params: languageParams,
  response: landingTranslationsAnswerSchema,
});

/** Only the texts sent change; it answers the language's view. */
export const saveLandingTranslations = endpoint({
  method: 'PUT',
  path: '/api/admin/landing-translations/:language',
  access: 'admin',
  summary: 'Save landing texts in one language',
  params: languageParams,
  body: landingTranslationsSchema,
  response: landingTranslationsAnswerSchema,
});

export const adminMedia = endpoint({
  method: 'GET',
  path: '/api/admin/media',
  access: 'admin',
  summary: 'The landing images',
  response: z.array(mediaItemSchema),
});

/** It answers the entry saved. */
export const saveMedia = endpoint({
  method: 'POST',
  path: '/api/admin/media',
  access: 'admin',
  summary: "Set a landing image (an uploaded file's path)",
  body: mediaSchema,
  response: mediaItemSchema,
});

// ---- The landing sections

type Answer<K extends LandingSectionKey> = (typeof LANDING_SECTION_ANSWERS)[K];
type Writes<K extends LandingSectionKey> = (typeof LANDING_SECTION_WRITES)[K];

/** A section's read: public at its path, or the admin's at its admin path. */
type SectionRead<K extends LandingSectionKey> = EndpointDefinition & {
  method: 'GET';
  response: Answer<K>;
};
/** One of a section's writes: its body as the write's schema says; it answers the whole section. */
type SectionWrite<K extends LandingSectionKey, W extends SectionWriteName<K>> = EndpointDefinition & {
  method: 'POST';
  access: 'admin';
  body: Writes<K>[W] extends { schema: infer Schema } ? Schema : never;
  response: Answer<K>;
};

export type SectionEndpoints<K extends LandingSectionKey> = {
  read: SectionRead<K>;
  /** Undefined where SPEC has no admin GET (the PayPal settings: the admin reads the public one). */
  adminRead: SectionRead<K> | undefined;
  writes: { [W in SectionWriteName<K>]: SectionWrite<K, W> };
};

function sectionEndpoints<K extends LandingSectionKey>(key: K): SectionEndpoints<K> {
  const { path, adminPath, adminRead } = LANDING_SECTIONS[key];
  const response = LANDING_SECTION_ANSWERS[key];
  const writes: Record<string, { path: string; schema: z.ZodTypeAny }> = LANDING_SECTION_WRITES[key];
  return {
    read: endpoint({
      method: 'GET',
      path,
      access: 'public',
      summary: `The ${key} landing section`,
      response,
    }),
    adminRead: adminRead
      ? endpoint({
          method: 'GET',
          path: adminPath,
          access: 'admin',
          summary: `The ${key} landing section, for its admin tab`,
          response,
        })
      : undefined,
    writes: Object.fromEntries(
      Object.entries(writes).map(([name, write]) => [
        name,
        endpoint({
          method: 'POST',
          path: write.path,
          access: 'admin',
          summary: `Save the ${key} landing section (${name})`,
          body: write.schema,
          response,
        }),
      ]),
    ) as SectionEndpoints<K>['writes'],
  };
}

export const LANDING_SECTION_ENDPOINTS = Object.fromEntries(
  LANDING_SECTION_KEYS.map((key) => [key, sectionEndpoints(key)]),
) as { [K in LandingSectionKey]: SectionEndpoints<K> };
