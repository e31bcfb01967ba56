// Every translatable landing text, one slot each: its key (the same in the catalogue domain
// `landing-defaults` and in landing_translations), the admin tab it is edited in, and where it sits in
// the default language's content. Icons, images, prices and the currency are not texts: not here.
import type { z } from 'zod';
import type { LandingSectionAnswers } from './landing-sections.ts';
import type { landingTextsSchema } from './schemas/landing-translations.ts';

/** The landing page's texts as SPEC's calls answer them (default language) or resolved in another. */
export type LandingTexts = z.infer<typeof landingTextsSchema>;

/** The admin dashboard tabs the texts are edited in. */
export const LANDING_TABS = ['hero', 'paypal', 'howItWorks', 'video', 'features', 'ratings'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

type Slot = {
  tab: LandingTab;
  /**
   * An inline-editable site text that overrides its section's field only once edited (decision 033):
   * untouched and untranslated, it keeps its stored value so the page shows the section's text.
   */
  inlineOverride?: boolean;
  /** The site_content key of a site text (what the in-place pencil edits). */
  siteSection?: string;
  read(texts: LandingTexts): string | undefined;
  write(texts: LandingTexts, value: string): void;
};

function site(tab: LandingTab, section: string, inlineOverride = false): Slot {
  return {
    tab,
    inlineOverride,
    siteSection: section,
    read: (texts) => texts.siteContent[section],
    write: (texts, value) => {
      texts.siteContent[section] = value;
    },
  };
}

type FieldOf<K extends keyof LandingSectionAnswers> = keyof LandingSectionAnswers[K] & string;

function field<K extends 'paypalSettings' | 'videoSection' | 'featuresSection' | 'ratingsSection'>(
  tab: LandingTab,
  section: K,
  name: FieldOf<K>,
): Slot {
  return {
    tab,
    read: (texts) => (texts.sections[section] as Record<string, unknown>)[name] as string | undefined,
    write: (texts, value) => {
      texts.sections[section] = { ...texts.sections[section], [name]: value };
    },
  };
}

function howItWorks(name: 'mainTitle' | 'subtitle'): Slot {
  return {
    tab: 'howItWorks',
    read: (texts) => texts.sections.howItWorks.content[name],
    write: (texts, value) => {
      const section = texts.sections.howItWorks;
      texts.sections.howItWorks = { ...section, content: { ...section.content, [name]: value } };
    },
  };
}

function step(stepNumber: number, name: 'title' | 'subtitle'): Slot {
  return {
    tab: 'howItWorks',
    read: (texts) => texts.sections.howItWorks.steps.find((s) => s.stepNumber === stepNumber)?.[name],
    write: (texts, value) => {
      const section = texts.sections.howItWorks;
      const steps = section.steps.map((s) => (s.stepNumber === stepNumber ? { ...s, [name]: value } : s));
      texts.sections.howItWorks = { ...section, steps };
    },
  };
}

export const LANDING_TEXT_SLOTS = {
  heroTitle: site('hero', 'hero_title'),
  heroSubtitle: site('hero', 'hero_subtitle'),
  heroDescription: site('hero', 'hero_description'),
  heroTrust1Text: site('hero', 'hero_trust_1_text'),
  heroTrust2Text: site('hero', 'hero_trust_2_text'),
  heroTrust3Text: site('hero', 'hero_trust_3_text'),
  siteVideoMainTitle: site('video', 'video_main_title', true),
  siteVideoSubTitle: site('video', 'video_sub_title', true),
  siteVideoThirdTitle: site('video', 'video_third_title', true),
  paypalShippingText: field('paypal', 'paypalSettings', 'shippingText'),
  paypalButtonText: field('paypal', 'paypalSettings', 'buttonText'),
  paypalSubtextBelow: field('paypal', 'paypalSettings', 'subtextBelow'),
  howItWorksMainTitle: howItWorks('mainTitle'),
  howItWorksSubtitle: howItWorks('subtitle'),
  howItWorksStep1Title: step(1, 'title'),
  howItWorksStep1Subtitle: step(1, 'subtitle'),
  howItWorksStep2Title: step(2, 'title'),
  howItWorksStep2Subtitle: step(2, 'subtitle'),
  howItWorksStep3Title: step(3, 'title'),
  howItWorksStep3Subtitle: step(3, 'subtitle'),
  videoMainTitle: field('video', 'videoSection', 'mainTitle'),
  videoSubTitle: field('video', 'videoSection', 'subTitle'),
  videoThirdTitle: field('video', 'videoSection', 'thirdTitle'),
  featuresMainTitle: field('features', 'featuresSection', 'mainTitle'),
  featuresSubTitle: field('features', 'featuresSection', 'subTitle'),
  feature1Title: field('features', 'featuresSection', 'feature1Title'),
  feature1Subtitle: field('features', 'featuresSection', 'feature1Subtitle'),
  feature2Title: field('features', 'featuresSection', 'feature2Title'),
  feature2Subtitle: field('features', 'featuresSection', 'feature2Subtitle'),
  feature3Title: field('features', 'featuresSection', 'feature3Title'),
  feature3Subtitle: field('features', 'featuresSection', 'feature3Subtitle'),
  feature4Title: field('features', 'featuresSection', 'feature4Title'),
  feature4Subtitle: field('features', 'featuresSection', 'feature4Subtitle'),
  ratingsQuote: field('ratings', 'ratingsSection', 'quote'),
  ratingsSignature: field('ratings', 'ratingsSection', 'signature'),
  ratingsSubSignature: field('ratings', 'ratingsSection', 'subSignature'),
} satisfies Record<string, Slot>;

export type LandingTextKey = keyof typeof LANDING_TEXT_SLOTS;
export const LANDING_TEXT_KEYS = Object.keys(LANDING_TEXT_SLOTS) as LandingTextKey[];

export function isLandingTextKey(value: unknown): value is LandingTextKey {
  return typeof value === 'string' && Object.hasOwn(LANDING_TEXT_SLOTS, value);
}

/** The text key of an in-place editable site text, or undefined for a key with no translations. */
export function textKeyOfSiteSection(section: string): LandingTextKey | undefined {
  const slots: Record<string, Slot> = LANDING_TEXT_SLOTS;
  return LANDING_TEXT_KEYS.find((key) => slots[key]!.siteSection === section);
}
