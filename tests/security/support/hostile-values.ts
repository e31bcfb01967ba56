// fast-check arbitraries for hostile input: text no form would send (NUL, lone surrogates, RTL marks,
// huge strings), numbers out of every range, deep nesting, prototype-pollution keys, wrong shapes.
import fc from 'fast-check';

/** Fixed, so a failure can be replayed; fast-check prints it (with the path) when a property fails. */
export const SEED = Number(process.env.FC_SEED ?? 20_260_608);
export const RUNS = Number(process.env.FC_RUNS ?? 30);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Bits of text that break naive code: control and format characters, markup, injections. */
const nastyPiece = fc.constantFrom(
  '\u0000',
  '\u0001\u001f\u007f',
  '\u202e',
  '\u202d\u202c',
  '\u200f\u200e\u061c',
  '\u200b\u200d\u2060',
  '\ufeff',
  '\uffff\ufffe',
  '\u2028\u2029',
  '\r\n\t',
  'e\u0301\u0327',
  '👨‍👩‍👧‍👦',
  '𝕊𝔸𝔽𝔼',
  'ﷺ',
  'İıß',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'; drop table users; --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%ZZ%',
  '\\u0000',
  'null',
  'undefined',
  '__proto__',
  ' ',
  '',
);

/** Text made of random code points, nasty pieces and lone surrogates. */
export const hostileText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), nastyPiece, loneSurrogate), { maxLength: 6 })
  .map((pieces) => pieces.join(''));

/** Text the database could not keep as sent: it carries a NUL or a lone surrogate somewhere. */
export const unstorableText = fc
  .tuple(hostileText, fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\u0000b'), hostileText)
  // Fenced by letters, so the surrogate never pairs up with a neighbour into a real character.
  .map(([before, bad, after]) => `${before}x${bad}x${after}`);

/** Strings far longer than any limit (up to 200 000 characters, still under the body limit). */
export const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('x', 'é', '😀', '\u0000', ' '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 18.5, 19, 1e21, -1e21, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE),
);

/** Arrays or objects nested `depth` levels deep (deeper ones are sent as raw text: see hostileRawBody). */
export const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 1_000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

/** Any hostile JSON value: the wrong type for almost every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: hugeText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 30 }) },
);

/** Keys that try to reach Object.prototype when a body is merged into another object. */
export const pollutionKey = fc.constantFrom('__proto__', 'constructor', 'prototype');

/**
 * A JSON text with a pollution key at the top or one level down, spliced into a valid body. `poisoned`:
 * it reaches a prototype if merged (`__proto__`, `constructor.prototype`); a bare `prototype` is data.
 */
export function pollutedJson(valid: unknown): fc.Arbitrary<{ json: string; poisoned: boolean }> {
  return fc.tuple(pollutionKey, fc.boolean()).map(([key, nested]) => {
    const payload = key === 'constructor' ? '{"prototype":{"polluted":"yes"}}' : '{"polluted":"yes"}';
    const base = valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : { value: valid };
    const inner = JSON.stringify(base).slice(1, -1);
    const entry = `"${key}":${payload}`;
    const rest = inner ? `,${inner}` : '';
    const json = nested ? `{"wrapper":{${entry}}${rest}}` : `{${entry}${rest}}`;
    return { json, poisoned: key !== 'prototype' };
  });
}

/** Raw bodies that are not what their content type says, or barely JSON. */
export const hostileRawBody = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '"string"',
    '[]',
    '[{}]',
    '{',
    '{"a":}',
    '{"a":1,}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":"\u0000"}',
    '{"a":1e999}',
    '{"a":-0}',
    '{"a":1}{"b":2}',
    "{'a':1}",
    'undefined',
    'NaN',
  ),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Sets `value` at a path inside a copy of `body` ('fields.0.title'), or replaces the body at ''. */
export function withValueAt(body: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/** Every path of a JSON body: '' (the body itself), its keys, and the keys of nested objects and arrays. */
export function pathsOf(body: unknown, prefix = ''): string[] {
  const paths = prefix === '' ? [''] : [prefix];
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      paths.push(...pathsOf(value, prefix === '' ? key : `${prefix}.${key}`));
    }
  }
  return [...new Set(paths)];
}
