// The database schema holds every entity and field of SPEC §3, read from the specification's own table.
import { readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema/index.ts';
import { FALLBACK_STEP_ICON } from '#shared/icons.ts';
import { LANDING_SECTIONS } from '#shared/landing-sections.ts';

const spec = readFileSync(new URL('../../docs/spec/SPEC.md', import.meta.url), 'utf8');

/** Rows of the "| Entity | Fields |" table: entity → field names as the spec writes them. */
function specEntities(): Map<string, string[]> {
  const section = spec.slice(
    spec.indexOf('## 3. Entities and their fields'),
    spec.indexOf('Shapes used by the client'),
  );
  const entities = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const match = /^\|\s*([a-z_]+)\s*\|\s*(.+?)\s*\|$/.exec(line.trim());
    if (!match || match[1] === 'Entity') continue;
    // Split on commas outside parentheses; "feature1..4 Icon" style lists are expanded below.
    const fields: string[] = [];
    let depth = 0;
    let current = '';
    // The features row ends in prose ('and four features each with icon, title, subtitle'): checked apart.
    for (const ch of match[2]!.split(/, and four features/)[0]!) {
      if (ch === '(') depth++;
      if (ch === ')') depth--;
      if (ch === ',' && depth === 0) {
        fields.push(current);
        current = '';
      } else current += ch;
    }
    fields.push(current);
    entities.set(
      match[1]!,
      fields
        .map((f) => f.replace(/\(.*\)/g, '').trim())
        .filter((f) => !f.startsWith('all '))
        .map((f) => /^[A-Za-z][A-Za-z0-9]*/.exec(f)?.[0] ?? '')
        .filter(Boolean),
    );
  }
  return entities;
}

const tables = new Map<string, PgTable>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, table]),
);

/** TS property names of a table (the spec's field names). */
function fieldNames(table: PgTable): string[] {
  return Object.keys(table).filter((key) => typeof key === 'string');
}

describe('schema vs SPEC §3', () => {
  const entities = specEntities();

  it('the spec table was read', () => {
    expect([...entities.keys()]).toEqual([
      'users',
      'tags',
      'emergency_fields',
      'orders',
      'site_content',
      'media_content',
      'admins',
      'paypal_settings',
      'homepage_content',
      'how_it_works_content',
      'how_it_works_steps',
      'video_section_content',
      'features_section_content',
      'ratings_section_content',
    ]);
  });

  it.each([...specEntities()])('%s exists with every field the spec lists', (entity, specFields) => {
    const table = tables.get(entity);
    expect(table, `table ${entity}`).toBeDefined();
    const names = fieldNames(table!);
    const expected = specFields.flatMap((field) => {
      if (field === 'timestamps') return ['createdAt', 'updatedAt'];
      return [field];
    });
    for (const field of expected) expect(names, `${entity}.${field}`).toContain(field);
  });

  it('features_section_content has four features with icon, title and subtitle', () => {
    const names = fieldNames(tables.get('features_section_content')!);
    for (const n of [1, 2, 3, 4])
      for (const part of ['Icon', 'Title', 'Subtitle']) expect(names).toContain(`feature${n}${part}`);
  });

  it('keeps the spec defaults, uniques and cascades', () => {
    const column = (table: string, name: string) =>
      getTableConfig(tables.get(table)!).columns.find((c) => c.name === name)!;
    expect(column('users', 'isEmailVerified').default).toBe(false);
    expect(column('users', 'email').isUnique).toBe(true);
    expect(column('tags', 'uniqueCode').isUnique).toBe(true);
    expect(column('tags', 'physicalId').isUnique).toBe(true);
    expect(column('tags', 'isActive').default).toBe('true');
    expect(column('orders', 'currency').default).toBe('EUR');
    expect(column('orders', 'status').default).toBe('pending');
    expect(column('orders', 'paypalOrderId').isUnique).toBe(true);
    // The landing sections' defaults live in their declarations, not in columns (decision 033).
    const paypal = LANDING_SECTIONS.paypalSettings.defaults;
    expect(paypal.price).toBe('29.99');
    expect(paypal.shippingText).toBe('Free Shipping');
    expect(paypal.buttonText).toBe('Buy Now with PayPal');
    expect(paypal.subtextBelow).toBe('Secure payment via PayPal • 30-day money back guarantee');
    expect(LANDING_SECTIONS.howItWorks.defaults.content.mainTitle).toBe('How It Works');
    expect(FALLBACK_STEP_ICON).toBe('ShoppingCart');
    for (const [table, name] of [
      ['paypal_settings', 'price'],
      ['how_it_works_content', 'mainTitle'],
      ['how_it_works_steps', 'icon'],
    ] as const) {
      expect(column(table, name).hasDefault, `${table}.${name}`).toBe(false);
    }
    expect(column('homepage_content', 'section').getSQLType()).toBe('varchar(100)');
    expect(column('homepage_content', 'contentType').getSQLType()).toBe('varchar(50)');
    expect(column('homepage_content', 'order').default).toBe(0);

    const cascade = (table: string, col: string) =>
      getTableConfig(tables.get(table)!).foreignKeys.find((fk) =>
        fk.reference().columns.some((c) => c.name === col),
      )!.onDelete;
    expect(cascade('tags', 'userId')).toBe('cascade');
    expect(cascade('emergency_fields', 'tagId')).toBe('cascade');
    expect(getTableConfig(tables.get('sessions')!).name).toBe('sessions');
  });
});
