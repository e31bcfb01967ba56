// SPEC §9's business constants and limits against src/shared/constants.ts. Each number is read from
// SPEC's own sentence (written as a figure or a word), scaled by the unit SPEC names; only which
// sentence belongs to which constant is written here.
import { describe, expect, it } from 'vitest';
import * as c from '#shared/constants.ts';
import { FEATURES_SECTION_DEFAULTS, HOW_IT_WORKS_STEP_DEFAULTS } from '#shared/content-defaults.ts';
import { specMatch, specNumber, specSection } from '../helpers/spec-document.ts';

const section9 = specSection(9);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** File sizes: SPEC's "5 MB" is the '5MB' of its upload message, counted in binary megabytes. */
const MB = 1024 * 1024;

type Limit = { says: RegExp; constants: number[]; unit?: number };

/** Each capture group of `says`, times `unit`, must equal the constant in the same place. */
const LIMITS: Limit[] = [
  { says: /Verification code length (\w+)/, constants: [c.VERIFICATION_CODE_LENGTH] },
  { says: /valid (\w+) hours/, constants: [c.VERIFICATION_CODE_TTL_MS], unit: HOUR },
  { says: /Password minimum (\w+)/, constants: [c.PASSWORD_MIN_LENGTH] },
  { says: /Tag code (\w+) to (\w+) characters/, constants: [c.TAG_CODE_MIN_LENGTH, c.TAG_CODE_MAX_LENGTH] },
  { says: /Child age (\w+) to (\w+)/, constants: [c.CHILD_AGE_MIN, c.CHILD_AGE_MAX] },
  {
    says: /\(default (\w+) in the wizard, (\w+) in the create form\)/,
    constants: [c.CHILD_AGE_DEFAULT_WIZARD, c.CHILD_AGE_DEFAULT_FORM],
  },
  { says: /Emergency fields: minimum (\w+), maximum (\w+)/, constants: [c.FIELDS_MIN, c.FIELDS_MAX] },
  // One limit serves section and subsection (the content schema uses it for both).
  { says: /Section and subsection maximum (\w+) characters/, constants: [c.SECTION_MAX_LENGTH] },
  { says: /content type maximum (\w+)/, constants: [c.CONTENT_TYPE_MAX_LENGTH] },
  { says: /image maximum (\w+) MB/, constants: [c.IMAGE_MAX_BYTES], unit: MB },
  { says: /video maximum (\w+) MB/, constants: [c.VIDEO_MAX_BYTES], unit: MB },
  {
    says: /Relative time thresholds: (\w+) hour and (\w+) hours/,
    constants: [c.RELATIVE_TIME_HOUR_MS, c.RELATIVE_TIME_DAY_MS],
    unit: HOUR,
  },
  { says: /Copy confirmation (\w+) seconds/, constants: [c.COPY_CONFIRMATION_MS], unit: SECOND },
  { says: /queries fresh for (\w+) seconds by default/, constants: [c.QUERY_STALE_MS], unit: SECOND },
  { says: /cached (\w+) minutes \(stale/, constants: [c.USER_QUERY_STALE_MS], unit: MINUTE },
  { says: /\(stale ([\d,]+) ms, kept ([\d,]+) ms\)/, constants: [c.USER_QUERY_STALE_MS, c.USER_QUERY_GC_MS] },
  { says: /Notices: (\w+) at a time/, constants: [c.TOAST_LIMIT] },
  { says: /a dismissed notice is removed after ([\d,]+) ms/, constants: [c.TOAST_REMOVE_DELAY_MS] },
  { says: /default display time ([\d,]+) ms/, constants: [c.TOAST_DURATION_MS] },
  { says: /with a (\w+) px threshold/, constants: [c.TOAST_SWIPE_THRESHOLD_PX] },
  { says: /(\w+) stars\./, constants: [c.RATING_STARS] },
  {
    says: /(\w+) how-it-works steps/,
    constants: [c.HOW_IT_WORKS_STEP_COUNT, HOW_IT_WORKS_STEP_DEFAULTS.length],
  },
  {
    says: /(\w+) features;/,
    constants: [
      c.FEATURE_COUNT,
      Object.keys(FEATURES_SECTION_DEFAULTS).filter((key) => /^feature\dTitle$/.test(key)).length,
    ],
  },
  { says: /(\w+) hero trust indicators/, constants: [c.TRUST_BADGE_COUNT] },
];

describe('SPEC §9 limits are the constants in src/shared', () => {
  it.each(LIMITS.map((limit) => [limit.says.source, limit] as const))('%s', (_, limit) => {
    const numbers = specMatch(limit.says, section9).map((word) => specNumber(word) * (limit.unit ?? 1));
    // A sentence with one figure may back several constants (the count and the defaults' length).
    const expected = numbers.length === 1 ? limit.constants.map(() => numbers[0]) : numbers;
    expect(limit.constants).toEqual(expected);
  });

  it('the price default, the currency, the payment intent and the toast hotkey', () => {
    expect(c.DEFAULT_PRICE).toBe(specMatch(/Price default ([\d.]+)/, section9)[0]);
    expect(c.DEFAULT_CURRENCY).toBe(specMatch(/currency default ([A-Z]{3})/, section9)[0]);
    expect(c.PAYMENT_INTENT).toBe(specMatch(/Payment intent ([A-Z]+)/, section9)[0]);
    expect(c.TOAST_HOTKEY).toEqual([specMatch(/hotkey (\w+)/, section9)[0]]);
  });

  it('the currency symbols SPEC §2 names (EUR, USD, otherwise GBP)', () => {
    const [a, b, other] = specMatch(
      /currency symbol \((\w+), (\w+), otherwise (\w+) symbol\)/,
      specSection(2),
    );
    const symbol = (code: string) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: code })
        .formatToParts(1)
        .find((p) => p.type === 'currency')!.value;
    expect(c.currencySymbol(a!)).toBe(symbol(a!));
    expect(c.currencySymbol(b!)).toBe(symbol(b!));
    expect(c.currencySymbol('CHF')).toBe(symbol(other!));
  });
});
