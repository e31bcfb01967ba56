// Hostile input read from an endpoint contract's own schemas: the names of its path's parameters, the
// fields of its JSON body, and for each field a value of the wrong type that the field's schema refuses.
import { z, type ZodTypeAny } from 'zod';

/** A path's parameters, as Fastify names them: ':tagId' is 'tagId', a trailing '*' is '*'. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
}

/** The path with each parameter replaced by the text given for it, as it is (already URL-encoded). */
export function fillPath(path: string, raw: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)|\*/g, (whole, name: string | undefined) => {
    const value = raw[name ?? '*'];
    if (value === undefined) throw new Error(`${path}: no value for ${whole}`);
    return value;
  });
}

/** The z.object a schema checks, through refinements, transforms and pipes; undefined for any other. */
export function objectSchema(schema: ZodTypeAny): z.AnyZodObject | undefined {
  let current: ZodTypeAny = schema;
  for (;;) {
    if (current instanceof z.ZodObject) return current as z.AnyZodObject;
    if (current instanceof z.ZodEffects) current = current.innerType() as ZodTypeAny;
    else if (current instanceof z.ZodPipeline) current = current._def.in as ZodTypeAny;
    else if (current instanceof z.ZodBranded) current = current.unwrap() as ZodTypeAny;
    else if (current instanceof z.ZodReadonly) current = current._def.innerType as ZodTypeAny;
    else return undefined;
  }
}

/** A value of each JSON type, none of them a sensible value for any field. */
const WRONG_TYPES: readonly unknown[] = [
  12345,
  'not-the-right-type',
  true,
  ['not', 'the', 'type'],
  { wrong: 'type' },
];

/** Whether a schema refuses a value; a schema that throws on it refuses it too (the server must say so). */
export function refuses(schema: ZodTypeAny, value: unknown): boolean {
  try {
    return !schema.safeParse(value).success;
  } catch {
    return true;
  }
}

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * A value of another JSON type than `current` that `field` refuses; undefined when the field takes a
 * value of every type (z.unknown(), a coercion to text): it has no wrong type.
 */
export function wrongTypeFor(field: ZodTypeAny, current: unknown): unknown {
  return WRONG_TYPES.find((value) => jsonType(value) !== jsonType(current) && refuses(field, value));
}
