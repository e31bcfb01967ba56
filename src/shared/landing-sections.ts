// The landing sections (SPEC §3, §7), one declaration each: the public read, the admin path and the
// defaults every reader falls back to. Routes, reads, seed, the landing page's embedded data, the
// admin forms and the e2e reset are all derived from this list (decision 114). A section's admin
// write schemas pair with it in schemas/landing-section-writes.ts: kept apart so the landing page's
// bundle, which needs only this file, does not carry zod.
import {
  FEATURES_SECTION_DEFAULTS,
  HOW_IT_WORKS_DEFAULTS,
  HOW_IT_WORKS_STEP_DEFAULTS,
  PAYPAL_SETTINGS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from './content-defaults.ts';
import type {
  FeaturesSection,
  HowItWorksAnswer,
  PaypalSettings,
  RatingsSection,
  VideoSection,
} from './schemas/content.ts';

type SectionDeclaration<Answer> = {
  /** The public GET (SPEC §7); its answer's query key is `[path]`. */
  path: string;
  /** The admin POST that saves the section; also an admin GET unless `adminRead` is false. */
  adminPath: string;
  adminRead: boolean;
  /** What every read answers until an admin saves, and what the seed writes. */
  defaults: Answer;
};

function declare<Answer>(section: SectionDeclaration<Answer>) {
  return {
    ...section,
    queryKey: [section.path] as const,
    /** What the admin form reads: the admin GET, or the public one where there is none. */
    adminQueryKey: [section.adminRead ? section.adminPath : section.path] as const,
  };
}

export const LANDING_SECTIONS = {
  paypalSettings: declare<PaypalSettings>({
    path: '/api/paypal-settings',
    adminPath: '/api/admin/paypal-settings',
    adminRead: false,
    defaults: PAYPAL_SETTINGS_DEFAULTS,
  }),
  howItWorks: declare<HowItWorksAnswer>({
    path: '/api/how-it-works',
    adminPath: '/api/admin/how-it-works',
    adminRead: true,
    defaults: {
      content: HOW_IT_WORKS_DEFAULTS,
      steps: HOW_IT_WORKS_STEP_DEFAULTS.map((step) => ({ ...step })),
    },
  }),
  videoSection: declare<VideoSection>({
    path: '/api/video-section',
    adminPath: '/api/admin/video-section',
    adminRead: true,
    defaults: VIDEO_SECTION_DEFAULTS,
  }),
  featuresSection: declare<FeaturesSection>({
    path: '/api/features-section',
    adminPath: '/api/admin/features-section',
    adminRead: true,
    defaults: FEATURES_SECTION_DEFAULTS,
  }),
  ratingsSection: declare<RatingsSection>({
    path: '/api/ratings-section',
    adminPath: '/api/admin/ratings-section',
    adminRead: true,
    defaults: RATINGS_SECTION_DEFAULTS,
  }),
};

export type LandingSectionKey = keyof typeof LANDING_SECTIONS;
export type SectionAnswer<K extends LandingSectionKey> = (typeof LANDING_SECTIONS)[K]['defaults'];
/** Every section's answer, as the landing page embeds them. */
export type LandingSectionAnswers = { [K in LandingSectionKey]: SectionAnswer<K> };
export const LANDING_SECTION_KEYS = Object.keys(LANDING_SECTIONS) as LandingSectionKey[];

/**
 * A section's answer from what is stored: each field the stored value lacks takes its default. The one
 * place defaults are applied to a stored section (server reads; the client shows `defaults` alone
 * until the answer arrives).
 */
export function withDefaults<Answer extends object>(defaults: Answer, stored: object | undefined): Answer {
  if (!stored) return { ...defaults };
  const answer = { ...defaults };
  for (const field of Object.keys(defaults) as Array<keyof Answer>) {
    const value = (stored as Partial<Answer>)[field];
    if (value !== undefined) answer[field] = value;
  }
  return answer;
}
