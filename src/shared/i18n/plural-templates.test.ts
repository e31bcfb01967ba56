// The islands' counted texts (issue 35): what the browser fills in from the server's templates is, for
// every count, exactly what the catalogue says for it, in every language.
import { describe, expect, it } from 'vitest';
import { translate } from '#tests/helpers/messages.ts';
import { LANGUAGES } from './languages.ts';
import type { MessageKey } from './message-key.ts';
import { fillPlural, pluralTemplates } from './plural-templates.ts';

const COUNTED: MessageKey[] = [
  'responder.tooManyShares',
  'responder.phoneNumber.messageOver',
  'responder.protectedFields.tooManyTries',
];
const COUNTS = [...Array.from({ length: 130 }, (_, i) => i + 1), 1000, 1001, 1_000_000, 2_000_000];

describe.each(LANGUAGES)('%s', (language) => {
  const t = translate(language);

  it.each(COUNTED)('%s: every count reads as the catalogue writes it', (key) => {
    const templates = pluralTemplates(t, key, language);
    expect(Object.keys(templates)).toContain('other');
    for (const count of COUNTS)
      expect(fillPlural(templates, count, language), `${count}`).toBe(t(key, { count }));
  });
});
