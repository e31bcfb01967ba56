// The landing texts per language. The default language's texts stay where SPEC's content
// calls read and write them; the other languages' texts live in landing_translations. Every reader
// resolves a slot with resolveLandingText: the admin's text, else the shipped translation while the
// default text is untouched, else the default language's text.
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { LANDING_SECTION_KEYS, type LandingSectionKey } from '#shared/landing-sections.ts';
import {
  LANDING_TEXT_KEYS,
  LANDING_TEXT_SLOTS,
  type LandingTextKey,
  type LandingTexts,
} from '#shared/landing-texts.ts';
import { resolveLandingText } from '#shared/resolve-landing-text.ts';
import type {
  LandingTextEntry,
  LandingTranslationsAnswer,
  LandingTranslationsInput,
} from '#shared/schemas/landing-translations.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { shippedLandingText } from '../../i18n/landing-defaults.ts';
import * as contentRepo from './content.repo.ts';
import type { ContentService } from './content.service.ts';
import { SERVER_SECTIONS, type SaveSection } from './landing-sections.ts';
import * as repo from './landing-translations.repo.ts';

type Written = Map<string, string>;
const writtenKey = (language: string, key: string) => `${language}:${key}`;

export class LandingTranslationsService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly content: ContentService;
  private readonly defaultLanguage: Language;

  constructor(deps: { db: Database; clock: Clock; content: ContentService; defaultLanguage: Language }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.content = deps.content;
    this.defaultLanguage = deps.defaultLanguage;
  }

  /** The default language's texts, as SPEC's calls answer them. */
  private async defaultTexts(): Promise<LandingTexts> {
    const [siteContent, sections] = await Promise.all([this.content.siteContent(), this.content.sections()]);
    return { siteContent, sections };
  }

  private async written(languages: Language[]): Promise<Written> {
    const rows = await repo.selectTranslations(
      this.db,
      languages.filter((language) => language !== this.defaultLanguage),
    );
    return new Map(rows.map((row) => [writtenKey(row.language, row.textKey), row.text]));
  }

  private resolve(key: LandingTextKey, language: Language, defaults: LandingTexts, written: Written): string {
    const defaultText = LANDING_TEXT_SLOTS[key].read(defaults) ?? shippedLandingText(language, key) ?? '';
    return resolveLandingText({
      language,
      written: written.get(writtenKey(language, key)),
      defaultText,
      shipped: (lang) => shippedLandingText(lang, key),
    });
  }

  /** The landing page's texts in `language`, in the shapes SPEC's calls answer (one language only). */
  async textsIn(language: Language): Promise<LandingTexts> {
    const [defaults, written] = await Promise.all([this.defaultTexts(), this.written([language])]);
    const texts: LandingTexts = {
      siteContent: { ...defaults.siteContent },
      sections: { ...defaults.sections },
    };
    for (const key of LANDING_TEXT_KEYS) {
      const slot = LANDING_TEXT_SLOTS[key];
      if (slot.inlineOverride && !written.has(writtenKey(language, key)) && this.untouched(key, defaults))
        continue;
      slot.write(texts, this.resolve(key, language, defaults, written));
    }
    return texts;
  }

  /** The admin's view of one language: each text, what shows, and where a translation is missing. */
  async adminView(language: Language): Promise<LandingTranslationsAnswer> {
    const [defaults, written] = await Promise.all([this.defaultTexts(), this.written([...LANGUAGES])]);
    const texts = LANDING_TEXT_KEYS.map((key): LandingTextEntry => {
      const slot = LANDING_TEXT_SLOTS[key];
      const isDefault = language === this.defaultLanguage;
      return {
        key,
        tab: slot.tab,
        written: isDefault ? (slot.read(defaults) ?? null) : (written.get(writtenKey(language, key)) ?? null),
        shown: this.resolve(key, language, defaults, written),
        missingIn: this.missingIn(key, defaults, written),
      };
    });
    return { language, defaultLanguage: this.defaultLanguage, texts };
  }

  /** The default language's text is still a shipped default (the seed's or a translation of it). */
  private untouched(key: LandingTextKey, defaults: LandingTexts): boolean {
    const defaultText = LANDING_TEXT_SLOTS[key].read(defaults) ?? '';
    return LANGUAGES.some((lang) => shippedLandingText(lang, key) === defaultText);
  }

  /** Languages where the text falls back to the default language's own words (no translation). */
  private missingIn(key: LandingTextKey, defaults: LandingTexts, written: Written): Language[] {
    if (this.untouched(key, defaults)) return [];
    return LANGUAGES.filter(
      (language) => language !== this.defaultLanguage && !written.get(writtenKey(language, key))?.trim(),
    );
  }

  /** Saves the texts sent for `language`; the default language's go where SPEC's calls keep them. */
  async save(language: Language, input: LandingTranslationsInput): Promise<void> {
    const now = this.clock.now();
    const entries = Object.entries(input.texts) as Array<[LandingTextKey, string]>;
    if (language === this.defaultLanguage) {
      await this.saveDefault(entries, now);
      return;
    }
    await this.db.transaction(async (tx) => {
      for (const [key, text] of entries) {
        if (text.trim() === '') await repo.deleteTranslation(tx, language, key);
        else await repo.upsertTranslation(tx, language, key, text, now);
      }
    });
  }

  /** The default language: each changed site text and section saved through its own storage. */
  private async saveDefault(entries: Array<[LandingTextKey, string]>, now: Date): Promise<void> {
    const before = await this.defaultTexts();
    const after: LandingTexts = { siteContent: { ...before.siteContent }, sections: { ...before.sections } };
    for (const [key, text] of entries) LANDING_TEXT_SLOTS[key].write(after, text);
    await this.db.transaction(async (tx) => {
      for (const [section, text] of Object.entries(after.siteContent)) {
        if (before.siteContent[section] !== text) await contentRepo.upsertSiteContent(tx, section, text, now);
      }
      for (const key of LANDING_SECTION_KEYS) {
        if (before.sections[key] !== after.sections[key]) await saveSection(tx, key, after, now);
      }
    });
  }
}

async function saveSection(db: Executor, key: LandingSectionKey, texts: LandingTexts, now: Date) {
  if (key === 'howItWorks') {
    const { save, step } = SERVER_SECTIONS.howItWorks.save;
    const { content, steps } = texts.sections.howItWorks;
    await save(db, content, now);
    for (const one of steps) await step(db, one, now);
    return;
  }
  const { save } = SERVER_SECTIONS[key].save as { save: SaveSection };
  await save(db, texts.sections[key] as object, now);
}
