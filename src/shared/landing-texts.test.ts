import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_DEFAULTS } from './content-defaults.ts';
import { landingDefaultsEn } from './i18n/messages/landing-defaults/en.ts';
import { LANDING_SECTION_KEYS, LANDING_SECTIONS, type LandingSectionAnswers } from './landing-sections.ts';
import { LANDING_TEXT_KEYS, LANDING_TEXT_SLOTS, type LandingTexts } from './landing-texts.ts';

function shippedTexts(): LandingTexts {
  return {
    siteContent: { ...SITE_CONTENT_DEFAULTS },
    sections: Object.fromEntries(
      LANDING_SECTION_KEYS.map((key) => [key, LANDING_SECTIONS[key].defaults]),
    ) as LandingSectionAnswers,
  };
}

describe('landing text slots', () => {
  it('the English shipped texts are exactly SPEC’s defaults, slot by slot', () => {
    const texts = shippedTexts();
    expect(
      Object.fromEntries(LANDING_TEXT_KEYS.map((key) => [key, LANDING_TEXT_SLOTS[key].read(texts)])),
    ).toEqual(landingDefaultsEn);
  });

  it('writes each slot where it reads it, touching nothing else', () => {
    for (const key of LANDING_TEXT_KEYS) {
      const texts = shippedTexts();
      LANDING_TEXT_SLOTS[key].write(texts, `changed ${key}`);
      expect(LANDING_TEXT_SLOTS[key].read(texts)).toBe(`changed ${key}`);
      const changed = LANDING_TEXT_KEYS.filter(
        (other) => LANDING_TEXT_SLOTS[other].read(texts) === `changed ${other}`,
      );
      expect(changed).toEqual([key]);
    }
    // The section objects a write replaces are copies: the shared defaults stay as shipped.
    expect(LANDING_SECTIONS.howItWorks.defaults.steps[0]!.title).toBe('Order');
  });
});
