// A field's error under its input in the page's language (issue 30): the shared schemas' messages
// name catalogue texts, zod's own defaults become `zod` texts in the browser, and a server's field
// error (already in the request's language) is shown as it came.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/i18n/languages.ts';
import { adminLoginSchema, registerSchema } from '#shared/schemas/auth.ts';
import { translate } from '#tests/helpers/messages.ts';
import { WithI18n } from '#tests/helpers/with-i18n.tsx';
import { FormField } from './form-field.tsx';

function field(language: Language, error: string | undefined): string {
  return renderToString(
    <WithI18n language={language}>
      <FormField label="x" error={error}>
        <input />
      </FormField>
    </WithI18n>,
  );
}

/** The first message the schema gives `input`, as the form's resolver hands it to the field. */
function firstMessage(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues[0]?.message;
}

const alert = (html: string) => /<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('FormField shows a schema error in the page language', () => {
  const shortPassword = firstMessage(registerSchema, { email: 'anna@example.com', password: 'abc' });

  it('German: the schema’s own message', () => {
    expect(alert(field('de', shortPassword))).toBe(translate('de')('validation.passwordMin'));
    expect(alert(field('de', shortPassword))).toBe('Das Passwort muss mindestens 6 Zeichen lang sein');
  });

  it('Italian and English: the same message in their words', () => {
    expect(alert(field('it', shortPassword))).toBe('La password deve contenere almeno 6 caratteri');
    expect(alert(field('en', shortPassword))).toBe('Password must be at least 6 characters');
  });

  it('German: zod’s own default message (a bound the schema gives no words)', () => {
    const message = firstMessage(adminLoginSchema, { username: 'u'.repeat(101), password: 'secret1' });
    expect(alert(field('de', message))).toBe(
      translate('de')('zod.stringMax', { mode: 'inclusive', maximum: '100' }),
    );
  });

  it('a server’s field error as it came; no error, no line', () => {
    expect(alert(field('de', 'Ungültige E-Mail-Adresse'))).toBe('Ungültige E-Mail-Adresse');
    expect(alert(field('de', undefined))).toBeUndefined();
  });
});
