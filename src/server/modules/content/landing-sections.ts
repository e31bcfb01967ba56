// The server half of the landing-section registry (decision 033): where each section declared in
// src/shared/landing-sections.ts is stored, and how it is read, saved and seeded. Every read applies
// the shared defaults through `withDefaults`; no column holds a default of its own.
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  LANDING_SECTIONS,
  withDefaults,
  type LandingSectionKey,
  type SectionAnswer,
} from '#shared/landing-sections.ts';
import type { HowItWorksStep } from '#shared/schemas/content.ts';
import type { SectionWriteName } from '#shared/schemas/landing-section-writes.ts';
import type { Executor } from '../../db/client.ts';
import {
  featuresSectionContent,
  howItWorksContent,
  howItWorksSteps,
  paypalSettings,
  ratingsSectionContent,
  videoSectionContent,
} from '../../db/schema/index.ts';
import * as repo from './content.repo.ts';

/** Saves one admin write's input, already checked against the write's shared schema. */
export type SaveSection = (db: Executor, input: object, now: Date) => Promise<void>;

export type ServerSection<K extends LandingSectionKey> = {
  /** The tables the section's content lives in (the e2e reset empties them). */
  tables: PgTable[];
  read(db: Executor): Promise<SectionAnswer<K>>;
  save: Record<SectionWriteName<K>, SaveSection>;
  /** Writes the defaults where nothing is stored yet; safe at every start. */
  seed(db: Executor): Promise<void>;
};

/** A field left out of an admin's input keeps its stored value (the video section's videoUrl). */
function presentFields(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

function saveSingleton(table: PgTable, defaults: object): SaveSection {
  return async (db, input, now) => {
    const changes = { ...presentFields(input), updatedAt: now };
    await repo.updateSingleton(db, table, changes, { ...defaults, ...changes });
  };
}

/** A section stored as the one row of its own table (SPEC §3 names each). */
function singletonSection<K extends LandingSectionKey>(key: K, table: PgTable): ServerSection<K> {
  const defaults = LANDING_SECTIONS[key].defaults as SectionAnswer<K> & object;
  return {
    tables: [table],
    read: async (db) => withDefaults(defaults, await repo.selectSingleton(db, table)),
    save: { save: saveSingleton(table, defaults) } as Record<SectionWriteName<K>, SaveSection>,
    seed: (db) => repo.insertSingleton(db, table, defaults),
  };
}

const howItWorksDefaults = LANDING_SECTIONS.howItWorks.defaults;

const howItWorksSection: ServerSection<'howItWorks'> = {
  tables: [howItWorksContent, howItWorksSteps],
  async read(db) {
    const [content, steps] = await Promise.all([
      repo.selectSingleton(db, howItWorksContent),
      repo.selectHowItWorksSteps(db),
    ]);
    return {
      content: withDefaults(howItWorksDefaults.content, content),
      // Always three steps, in order: a missing row answers its default.
      steps: howItWorksDefaults.steps.map((fallback) =>
        withDefaults(
          fallback,
          steps.find((row) => row.stepNumber === fallback.stepNumber),
        ),
      ),
    };
  },
  save: {
    save: saveSingleton(howItWorksContent, howItWorksDefaults.content),
    step: (db, input, now) => repo.upsertHowItWorksStep(db, input as HowItWorksStep, now),
  },
  async seed(db) {
    await repo.insertSingleton(db, howItWorksContent, howItWorksDefaults.content);
    await repo.insertHowItWorksSteps(db, howItWorksDefaults.steps);
  },
};

export const SERVER_SECTIONS: { [K in LandingSectionKey]: ServerSection<K> } = {
  paypalSettings: singletonSection('paypalSettings', paypalSettings),
  howItWorks: howItWorksSection,
  videoSection: singletonSection('videoSection', videoSectionContent),
  featuresSection: singletonSection('featuresSection', featuresSectionContent),
  ratingsSection: singletonSection('ratingsSection', ratingsSectionContent),
};

export const LANDING_SECTION_TABLES: PgTable[] = Object.values(SERVER_SECTIONS).flatMap((s) => s.tables);
