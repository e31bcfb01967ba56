// Each landing section's admin writes (SPEC §7): the POST path and the zod schema its body must pass,
// for the server's routes and the admin forms alike. `save` posts to the section's adminPath; a
// section may add more writes (how it works saves one step at a time). And the schema of the answer
// each of its reads and writes gives.
import type { z } from 'zod';
import { LANDING_SECTIONS, type LandingSectionKey, type SectionAnswer } from '../landing-sections.ts';
import {
  featuresSectionAnswerSchema,
  featuresSectionSchema,
  howItWorksAnswerSchema,
  howItWorksSchema,
  howItWorksStepSchema,
  paypalSettingsAnswerSchema,
  paypalSettingsSchema,
  ratingsSectionAnswerSchema,
  ratingsSectionSchema,
  videoSectionAnswerSchema,
  videoSectionSchema,
} from './content.ts';

export type SectionWrite = { path: string; schema: z.ZodTypeAny };

const save = <Schema extends z.ZodTypeAny>(key: LandingSectionKey, schema: Schema) => ({
  path: LANDING_SECTIONS[key].adminPath,
  schema,
});

export const LANDING_SECTION_WRITES = {
  paypalSettings: { save: save('paypalSettings', paypalSettingsSchema) },
  howItWorks: {
    save: save('howItWorks', howItWorksSchema),
    step: { path: '/api/admin/how-it-works/step', schema: howItWorksStepSchema },
  },
  videoSection: { save: save('videoSection', videoSectionSchema) },
  featuresSection: { save: save('featuresSection', featuresSectionSchema) },
  ratingsSection: { save: save('ratingsSection', ratingsSectionSchema) },
} satisfies { [K in LandingSectionKey]: { save: SectionWrite } & Record<string, SectionWrite> };

export const LANDING_SECTION_ANSWERS = {
  paypalSettings: paypalSettingsAnswerSchema,
  howItWorks: howItWorksAnswerSchema,
  videoSection: videoSectionAnswerSchema,
  featuresSection: featuresSectionAnswerSchema,
  ratingsSection: ratingsSectionAnswerSchema,
} satisfies { [K in LandingSectionKey]: z.ZodType<SectionAnswer<K>> };

type Writes = typeof LANDING_SECTION_WRITES;
export type SectionWriteName<K extends LandingSectionKey> = keyof Writes[K] & string;
export type SectionWriteInput<
  K extends LandingSectionKey,
  W extends SectionWriteName<K>,
> = Writes[K][W] extends {
  schema: infer Schema extends z.ZodTypeAny;
}
  ? z.output<Schema>
  : never;
