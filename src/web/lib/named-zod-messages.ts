// The browser's forms validate with the shared schemas (zodResolver): zod's own default messages
// ('Required', 'String must contain at least 1 character(s)') become catalogue keys here, as the
// schemas' own messages already are, so the form's error line shows them in the page's language
// (FieldError). Imported by the shared form field: set before any form validates.
import { z } from 'zod';
import { namedZodErrorMap } from '#shared/zod-issue-text.ts';

z.setErrorMap(namedZodErrorMap);
