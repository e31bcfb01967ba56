// Defaults SPEC names (§3's entity defaults and lists, §9's default texts) against src/shared and the
// database schema. The values are read from SPEC's sentences and table; only which sentence belongs
// to which constant is written here.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as dbSchema from '#server/db/schema/index.ts';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import {
  FEATURES_SECTION_DEFAULTS,
  MEDIA_SECTIONS,
  PAYPAL_SETTINGS_DEFAULTS,
  SITE_CONTENT_DEFAULTS,
} from '#shared/content-defaults.ts';
import { FALLBACK_ICON, FALLBACK_STEP_ICON, ICON_NAMES, STEP_ICON_NAMES } from '#shared/icons.ts';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';
import { catalogueEn } from '#shared/i18n/messages/index.ts';
import { en } from '../helpers/messages.ts';
import {
  listItems,
  quotedStrings,
  specLine,
  specMatch,
  specSection,
  tableRows,
} from '../helpers/spec-document.ts';

describe('SPEC §3 defaults and lists', () => {
  const section3 = specSection(3);

  it('entity defaults: the database column default and our shared default agree with SPEC', () => {
    const sharedDefaults: Record<string, Record<string, unknown>> = {
      orders: { currency: DEFAULT_CURRENCY },
    };
    // A landing section's defaults live in its declaration alone (decision 033): no column default.
    const sectionDefaults: Record<string, Record<string, unknown>> = {
      paypal_settings: LANDING_SECTIONS.paypalSettings.defaults,
      how_it_works_content: LANDING_SECTIONS.howItWorks.defaults.content,
      how_it_works_steps: { icon: FALLBACK_STEP_ICON },
    };
    const seen: string[] = [];
    for (const [entity, fields] of tableRows('| Entity | Fields |', section3)) {
      for (const m of fields!.matchAll(/(\w+) \((?:[^()]*?, )?default:? ('[^']*'|[\w.]+)\)/g)) {
        const [, field, written] = m as unknown as [string, string, string];
        const value = written.replace(/^'|'$/g, '');
        seen.push(`${entity}.${field}`);
        const section = sectionDefaults[entity!];
        if (section) {
          expect(section[field], `${entity}.${field} in the section registry`).toBe(value);
          expect(column(entity!, field).hasDefault, `${entity}.${field} has no column default`).toBe(false);
          continue;
        }
        expect(String(column(entity!, field).default), `${entity}.${field} column default`).toBe(value);
        const shared = sharedDefaults[entity!];
        if (shared && field in shared) expect(shared[field], `${entity}.${field} in src/shared`).toBe(value);
      }
    }
    // The table was read: every default it names was compared.
    expect(seen).toEqual([
      'users.isEmailVerified',
      'tags.isActive',
      'orders.currency',
      'orders.status',
      'paypal_settings.price',
      'paypal_settings.currency',
      'paypal_settings.shippingText',
      'paypal_settings.buttonText',
      'paypal_settings.subtextBelow',
      'homepage_content.order',
      'how_it_works_content.mainTitle',
      'how_it_works_steps.icon',
    ]);
  });

  it('feature defaults (Shield / Waterproof Design, ...)', () => {
    const [list] = specMatch(/features_section_content .*\(defaults: ([^)]+)\)/, section3);
    const pairs = listItems(list!).map((pair) => pair.split(' / '));
    expect(pairs).toHaveLength(4);
    const f = FEATURES_SECTION_DEFAULTS as Record<string, string>;
    const c = SITE_CONTENT_DEFAULTS as Record<string, string>;
    pairs.forEach(([icon, title], i) => {
      expect(f[`feature${i + 1}Icon`]).toBe(icon);
      expect(f[`feature${i + 1}Title`]).toBe(title);
      expect(c[`feature_${i + 1}_icon`]).toBe(icon);
    });
  });

  it("hero defaults on save: subtitle, description, the trust badges' icons and texts", () => {
    const line = specLine(/^- Hero defaults on save:/, section3);
    const [subtitle, description] = quotedStrings(line);
    const [icons] = specMatch(/icons ([\w, ]+?), texts/, line);
    const [texts] = specMatch(/texts ([\w, ]+)\.$/, line);
    expect(SITE_CONTENT_DEFAULTS.hero_subtitle).toBe(subtitle);
    expect(SITE_CONTENT_DEFAULTS.hero_description).toBe(description);
    const c = SITE_CONTENT_DEFAULTS as Record<string, string>;
    listItems(icons!).forEach((icon, i) => expect(c[`hero_trust_${i + 1}_icon`]).toBe(icon));
    listItems(texts!).forEach((text, i) => expect(c[`hero_trust_${i + 1}_text`]).toBe(text));
    expect(listItems(texts!)).toHaveLength(3);
  });

  it('field templates, in order', () => {
    const [list] = specMatch(/Field templates \(content empty\): (.+)\./, section3);
    expect(Object.values(catalogueEn.fieldTemplates)).toEqual(listItems(list!));
  });

  it('media sections and content block keys', () => {
    const [media] = specMatch(/Media item: section \(([^)]+)\)/, section3);
    expect(MEDIA_SECTIONS).toEqual(listItems(media!));
    const [keys] = specMatch(/Content block: section and content \(string\)\. Keys: (.+)\./, section3);
    const expanded = listItems(keys!).flatMap((key) => {
      const range = /^(\w*?)(\d)\.\.(\d)(\w*)$/.exec(key);
      if (!range) return [key];
      const [, before, from, to, after] = range;
      return Array.from(
        { length: Number(to) - Number(from) + 1 },
        (_, i) => `${before}${Number(from) + i}${after}`,
      );
    });
    expect(Object.keys(SITE_CONTENT_DEFAULTS).sort()).toEqual(expanded.sort());
  });

  it('icon names, the label shown with Wifi, step icons and the fallbacks', () => {
    const line = specLine(/^- Icon names:/, section3);
    const [names, label] = specMatch(/Icon names: ([\w, ]+), and the label '([^']+)'/, line);
    expect(ICON_NAMES).toEqual([...listItems(names!), label]);
    const [steps] = specMatch(/Step icon choices: ([\w, ]+)\./, line);
    expect(STEP_ICON_NAMES).toEqual(listItems(steps!));
    const [fallback, stepFallback] = specMatch(/fall back to (\w+) \(to (\w+) in steps\)/, line);
    expect(FALLBACK_ICON).toBe(fallback);
    expect(FALLBACK_STEP_ICON).toBe(stepFallback);
  });
});

describe('SPEC §9 default texts, each where SPEC puts it', () => {
  const section9 = specSection(9);

  it('price box and settings defaults', () => {
    const [landingShipping, settingsShipping] = specMatch(
      /default shipping text '([^']+)' on the landing page and '([^']+)' in settings/,
      section9,
    );
    expect(en('landing.landingShippingDefault')).toBe(landingShipping);
    expect(PAYPAL_SETTINGS_DEFAULTS.shippingText).toBe(settingsShipping);
    expect(PAYPAL_SETTINGS_DEFAULTS.buttonText).toBe(specMatch(/default button text '([^']+)'/, section9)[0]);
    expect(PAYPAL_SETTINGS_DEFAULTS.subtextBelow).toBe(specMatch(/default note '([^']+)'/, section9)[0]);
    expect(PAYPAL_SETTINGS_DEFAULTS.price).toBe(specMatch(/Price default ([\d.]+)/, section9)[0]);
    expect(PAYPAL_SETTINGS_DEFAULTS.currency).toBe(specMatch(/currency default ([A-Z]{3})/, section9)[0]);
  });

  it('default trust badges', () => {
    const [list] = specMatch(/Default trust badges: ([\w, ]+)\./, section9);
    const c = SITE_CONTENT_DEFAULTS as Record<string, string>;
    expect([1, 2, 3].map((n) => c[`hero_trust_${n}_text`])).toEqual(listItems(list!));
  });
});

const tables = new Map<string, PgTable>(
  (Object.values(dbSchema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, table]),
);

function column(table: string, name: string) {
  const found = tables.get(table) && getTableConfig(tables.get(table)!).columns.find((c) => c.name === name);
  if (!found) throw new Error(`no column ${table}.${name}`);
  return found;
}
