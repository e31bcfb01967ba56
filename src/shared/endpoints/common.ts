// Pieces many contracts share: the ids in paths and the plain answers.
import { z, type ZodTypeAny } from 'zod';

/** An id in a path: a UUID in any letter case (a malformed one answers as an unknown one). */
export const uuidSchema = z.string().uuid();

export const tagIdParams = z.object({ tagId: uuidSchema });

/** An answer that only confirms, in the reader's language. */
export const messageAnswer = z.object({ message: z.string() });

/**
 * Params holding one value checked on its own (an order id, a language): a refusal answers 400 with
 * the value's own problems, under no field name ('_'), as the routes answered before contracts.
 */
export function singleParam<Name extends string, Schema extends ZodTypeAny>(name: Name, schema: Schema) {
  return z
    .object({ [name]: z.custom<z.input<Schema>>() } as Record<Name, z.ZodType<z.input<Schema>>>)
    .transform((params, context) => {
      const result = schema.safeParse(params[name]);
      if (result.success) return { [name]: result.data } as Record<Name, z.output<Schema>>;
      for (const issue of result.error.issues) context.addIssue(issue);
      return z.NEVER;
    });
}
