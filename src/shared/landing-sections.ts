// The landing sections (SPEC §3, §7), one declaration each: the public read, the admin path and the
// defaults every reader falls back to. Routes, reads, seed, the landing page's embedded data, the
// admin forms and the e2e reset are all derived from this list (decision 033). A section's admin
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

/**
 * A section served at `/api/{slug}` (public GET; its query key is `[path]`) and saved by
 * `POST /api/admin/{slug}`, which also answers GET unless `adminRead` is false. `defaults` is what every
 * read answers until an admin saves, and what the seed writes.
 */
function declare<Answer>(slug: string, defaults: Answer, { adminRead = true } = {}) {
  const path = `/api/${slug}`;
  const adminPath = `/api/admin/${slug}`;
  return {
    path,
    adminPath,
    adminRead,
    defaults,
    queryKey: [path] as const,
    /** What the admin form reads: the admin GET, or the public one where there is none. */
    adminQueryKey: [adminRead ? adminPath : path] as const,
  };
}

export const LANDING_SECTIONS = {
  // SPEC §7 has no GET /api/admin/paypal-settings: the PayPal tab reads the public settings.
  paypalSettings: declare<PaypalSettings>('paypal-settings', PAYPAL_SETTINGS_DEFAULTS, { adminRead: false }),
  howItWorks: declare<HowItWorksAnswer>('how-it-works', {
    content: HOW_IT_WORKS_DEFAULTS,
    steps: HOW_IT_WORKS_STEP_DEFAULTS.map((step) => ({ ...step })),
  }),
  videoSection: declare<VideoSection>('video-section', VIDEO_SECTION_DEFAULTS),
  featuresSection: declare<FeaturesSection>('features-section', FEATURES_SECTION_DEFAULTS),
  ratingsSection: declare<RatingsSection>('ratings-section', RATINGS_SECTION_DEFAULTS),
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
