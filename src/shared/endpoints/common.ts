// Pieces many contracts share: the ids in paths and the plain answers.
import { z } from 'zod';

/** An id in a path: a UUID in any letter case (a malformed one answers as an unknown one). */
export const uuidSchema = z.string().uuid();

export const tagIdParams = z.object({ tagId: uuidSchema });

/** An answer that only confirms, in the reader's language. */
export const messageAnswer = z.object({ message: z.string() });
