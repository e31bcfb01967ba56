// A zod issue in the reader's language: a schema's own message names a catalogue text (message-ref.ts),
// zod's own default messages come from the `zod` domain; anything else is shown as written.
import { defaultErrorMap, type ZodErrorMap, type ZodIssueOptionalMessage } from 'zod';
import type { MessageKey } from './i18n/message-key.ts';
import type { Translate } from './i18n/translator.ts';
import { messageRef, parseMessageRef, type MessageRef, type RefKey } from './message-ref.ts';

const modeOf = (issue: { exact?: boolean; inclusive: boolean }) =>
  issue.exact ? 'exact' : issue.inclusive ? 'inclusive' : 'other';

const joined = (values: readonly unknown[]) =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(' | ');

/** zod's default message of an issue as a `zod` key, or undefined for one the catalogue lacks. */
export function zodDefaultKey(issue: ZodIssueOptionalMessage): MessageRef | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined'
        ? { key: 'zod.required' }
        : { key: 'zod.invalidType', values: { expected: issue.expected, received: issue.received } };
    case 'invalid_union':
    case 'custom':
      return { key: 'zod.invalidInput' };
    case 'invalid_enum_value':
      return {
        key: 'zod.invalidEnum',
        values: { options: joined(issue.options), received: `'${String(issue.received)}'` },
      };
    case 'invalid_literal':
      return { key: 'zod.invalidLiteral', values: { expected: JSON.stringify(issue.expected) } };
    case 'unrecognized_keys':
      return { key: 'zod.unrecognizedKeys', values: { keys: issue.keys.map((k) => `'${k}'`).join(', ') } };
    case 'invalid_date':
      return { key: 'zod.invalidDate' };
    case 'invalid_string':
      if (typeof issue.validation === 'object') return undefined;
      return issue.validation === 'regex'
        ? { key: 'zod.invalid' }
        : { key: 'zod.invalidFormat', values: { format: issue.validation } };
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = String(small ? issue.minimum : issue.maximum);
      const kind =
        issue.type === 'string'
          ? 'string'
          : issue.type === 'array'
            ? 'array'
            : issue.type === 'number'
              ? 'number'
              : undefined;
      if (!kind) return undefined;
      return {
        key: `zod.${kind}${small ? 'Min' : 'Max'}` as MessageKey,
        values: { mode: modeOf(issue), [small ? 'minimum' : 'maximum']: bound },
      };
    }
    case 'not_multiple_of':
      return { key: 'zod.notMultipleOf', values: { multipleOf: String(issue.multipleOf) } };
    case 'not_finite':
      return { key: 'zod.notFinite' };
    default:
      return undefined;
  }
}

/** The catalogue key of an issue's message, when it has one. */
export function issueKey(issue: { message: string } & ZodIssueOptionalMessage): MessageRef | undefined {
  const named = parseMessageRef(issue.message);
  if (named) return named;
  const zodDefault = defaultErrorMap(issue, { defaultError: '', data: undefined }).message;
  return issue.message === zodDefault ? zodDefaultKey(issue) : undefined;
}

/** An issue's message in the translator's language. */
export function issueText(issue: { message: string } & ZodIssueOptionalMessage, t: Translate): string {
  const localized = issueKey(issue);
  return localized ? t(localized.key, localized.values) : issue.message;
}

/**
 * For the browser's forms: zod's default messages as named texts, which the form's error line
 * translates. The server keeps zod's English and translates per request (validation.ts).
 */
export const namedZodErrorMap: ZodErrorMap = (issue, ctx) => {
  const named = zodDefaultKey(issue);
  return {
    message: named
      ? messageRef(named.key as RefKey, named.values as Record<string, string>)
      : ctx.defaultError,
  };
};
