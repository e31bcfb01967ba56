// Every string src/shared holds, found by walking its modules' exports and the English message
// catalogue, and every text with values (an ICU message such as '{n}h ago', or a function) turned into
// a pattern, so a test can ask "does src/shared hold this SPEC string?" without a hand-made list of keys.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as constants from '#shared/constants.ts';
import * as contentDefaults from '#shared/content-defaults.ts';
import { catalogueEn } from '#shared/i18n/messages/index.ts';
import * as icons from '#shared/icons.ts';
import * as paths from '#shared/paths.ts';
import { expect } from 'vitest';

/** The English catalogue holds texts SPEC does not quote too: checked for near copies as well. */
export const sharedModules = { constants, contentDefaults, icons, paths, catalogue: catalogueEn } as const;

export type SharedString = { where: string; value: string };
export type SharedTemplate = { where: string; pattern: RegExp; example: string };

/** Stands for one argument of a template; the walk puts it in, the pattern takes it out. */
const hole = (i: number) => `⟦${i}⟧`;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a SPEC string may put where a template has an argument: a '{name}' placeholder, a bare
 * letter ('n'), a number, or a MIME pattern ('image/*'). Anything wider would let 'Age {n}' pass
 * for 'Age must be at least 1'.
 */
const ARGUMENT = String.raw`(?:\{[^}]+\}|[A-Za-z]|\d+|[a-z]+/\*)`;

/** An ICU message as a pattern: its text literal, each value an ARGUMENT, each plural/select any of its forms. */
function icuPattern(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escapeRegExp(element.value);
        case TYPE.plural:
        case TYPE.select:
          return `(?:${Object.values(element.options)
            .map((option) => icuPattern(option.value))
            .join('|')})`;
        default:
          return ARGUMENT;
      }
    })
    .join('');
}

/** An ICU message's text with each value shown as '{name}' (one form of a plural or select). */
function icuExample(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return icuExample(Object.values(element.options).at(-1)!.value);
      return element.type === TYPE.pound ? '{#}' : `{${'value' in element ? element.value : '?'}}`;
    })
    .join('');
}

function walkString(
  value: string,
  where: string,
  strings: SharedString[],
  templates: SharedTemplate[],
): void {
  if (!where.startsWith('catalogue.')) {
    strings.push({ where, value });
    return;
  }
  const elements = parse(value, { ignoreTag: true });
  if (elements.every((element) => element.type === TYPE.literal)) {
    strings.push({ where, value: elements.map((element) => element.value).join('') });
    return;
  }
  templates.push({ where, pattern: new RegExp(`^${icuPattern(elements)}$`), example: icuExample(elements) });
}

function walk(value: unknown, where: string, strings: SharedString[], templates: SharedTemplate[]): void {
  if (typeof value === 'string') walkString(value, where, strings, templates);
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`, strings, templates));
  else if (typeof value === 'function') {
    let example: unknown;
    try {
      example = (value as (...args: string[]) => unknown)(...[0, 1, 2, 3].map(hole));
    } catch {
      return; // not a text template (it needs real arguments)
    }
    if (typeof example !== 'string' || !example.includes('⟦')) return;
    // fileUrl, the routes and the like give back their argument: paths, not text.
    if (!/\p{L}/u.test(example.replace(/⟦\d⟧/g, ''))) return;
    const source = escapeRegExp(example).replace(/⟦\d⟧/g, ARGUMENT);
    templates.push({
      where,
      pattern: new RegExp(`^${source}$`),
      example: example.replace(/⟦(\d)⟧/g, '{$1}'),
    });
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, strings, templates);
}

function collectShared(): { strings: SharedString[]; templates: SharedTemplate[] } {
  const strings: SharedString[] = [];
  const templates: SharedTemplate[] = [];
  for (const [name, module] of Object.entries(sharedModules)) walk(module, name, strings, templates);
  return { strings, templates };
}

/** Every string and every text template in src/shared, with where it is ('text.authText.loginButton'). */
export const { strings: sharedStrings, templates: sharedTemplates } = collectShared();

/** How src/shared holds `text`: the same string, or a template it is an instance of. */
export function heldBy(text: string): string | undefined {
  const exact = sharedStrings.find((s) => s.value === text);
  if (exact) return exact.where;
  return sharedTemplates.find((t) => t.pattern.test(text))?.where;
}

/** The objects of src/shared ('text.authText', ...) that hold `text` as a string or a template. */
export function homes(text: string): Set<string> {
  const parent = (where: string) => where.slice(0, where.lastIndexOf('.'));
  return new Set([
    ...sharedStrings.filter((s) => s.value === text).map((s) => parent(s.where)),
    ...sharedTemplates.filter((t) => t.pattern.test(text)).map((t) => parent(t.where)),
  ]);
}

/** Texts SPEC shows together (a button and its pending label, a toast's title and text) live together. */
export function expectTogether(texts: string[]): void {
  const [first, ...rest] = texts.map(homes);
  const shared = [...first!].filter((home) => rest.every((other) => other.has(home)));
  expect(shared, `no object in src/shared holds all of ${JSON.stringify(texts)}`).not.toEqual([]);
}

export function expectHeld(text: string): void {
  expect(heldBy(text), `src/shared holds no string or template for ${JSON.stringify(text)}`).toBeDefined();
}
